import { formatRupees } from '@littleloom/shared';

interface ProductPriceProps {
  price: number;
  discountPrice: number | null;
  className?: string;
}

/** The price with the sale price first (coral) and the original struck through in muted ink. */
export function ProductPrice({ price, discountPrice, className = '' }: ProductPriceProps) {
  const onSale = discountPrice !== null && discountPrice < price;
  if (!onSale) {
    return <p className={`font-bold text-ink ${className}`}>{formatRupees(price)}</p>;
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-bold text-coral-strong">
        <span className="sr-only">Sale price </span>
        {formatRupees(discountPrice)}
      </span>
      <s className="text-sm text-ink-muted">
        <span className="sr-only">Original price </span>
        {formatRupees(price)}
      </s>
    </p>
  );
}
