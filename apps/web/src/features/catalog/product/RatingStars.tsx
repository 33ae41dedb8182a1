import { StarIcon } from '../../../ui/icons/StarIcon';

interface RatingStarsProps {
  /** The average of the product's published reviews; null while it has none. */
  averageRating: number | null;
  reviewCount: number;
}

/**
 * The product's rating as its buyers' reviews give it: the stars, the average to one decimal and
 * how many reviews. Without reviews it says so, never a made-up figure.
 */
export function RatingStars({ averageRating, reviewCount }: RatingStarsProps) {
  if (averageRating === null || reviewCount === 0) {
    return <p className="text-sm text-ink-muted">No reviews yet</p>;
  }
  const average = averageRating.toFixed(1);
  return (
    <div className="flex items-center gap-2">
      <span
        role="img"
        aria-label={`Rated ${average} out of 5`}
        className="flex text-sunshine [&_svg]:stroke-[#9a6700]"
      >
        {Array.from({ length: 5 }, (_, index) => (
          <StarIcon key={index} size={18} filled={index < Math.round(averageRating)} />
        ))}
      </span>
      <span className="text-sm text-ink-muted">
        {average} · {reviewCount === 1 ? '1 review' : `${reviewCount} reviews`}
      </span>
    </div>
  );
}
