import { formatRupees } from '@littleloom/shared';

interface ProductPriceProps {
  price: number;
  discountPrice: number | null;
  /** 'lg' for the product page; cards use the default. */
  size?: 'md' | 'lg';
  className?: string;
}

const SIZES = {
  md: { main: '', struck: 'text-sm' },
  lg: { main: 'text-2xl', struck: 'text-lg' },
} as const;

/** The price with the sale price first (coral) and the original struck through in muted ink. */
export function ProductPrice({
  price,
  discountPrice,
  size = 'md',
  className = '',
}: ProductPriceProps) {
  const onSale = discountPrice !== null && discountPrice < price;
  const { main, struck } = SIZES[size];
  if (!onSale) {
    return <p className={`font-bold text-ink ${main} ${className}`}>{formatRupees(price)}</p>;
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`font-bold text-coral-strong ${main}`}>
        <span className="sr-only">Sale price </span>
        {formatRupees(discountPrice)}
      </span>
      <s className={`text-ink-muted ${struck}`}>
        <span className="sr-only">Original price </span>
        {formatRupees(price)}
      </s>
    </p>
  );
}
