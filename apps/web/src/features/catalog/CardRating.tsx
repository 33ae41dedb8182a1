import { StarIcon } from '../../ui/icons/StarIcon';

interface CardRatingProps {
  /** The average of the product's published reviews; null while it has none. */
  averageRating: number | null;
  reviewCount: number;
}

/**
 * A card's rating, compact: a star, the reviews' average to one decimal and their count, read
 * out whole ("Rated 4.3 out of 5 from 12 reviews"). Nothing at all while the product has no
 * reviews: a card never shows a rating its buyers did not give.
 */
export function CardRating({ averageRating, reviewCount }: CardRatingProps) {
  if (averageRating === null || reviewCount <= 0) return null;
  const average = averageRating.toFixed(1);
  return (
    <span
      role="img"
      aria-label={`Rated ${average} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`}
      className="flex shrink-0 items-center gap-0.5 text-xs text-ink-muted tabular-nums"
    >
      <StarIcon size={14} filled className="text-sunshine stroke-[#9a6700]" />
      <span className="font-bold text-ink">{average}</span>
      <span>({reviewCount})</span>
    </span>
  );
}
