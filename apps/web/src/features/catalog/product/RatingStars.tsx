import { StarIcon } from './StarIcon';

/**
 * The rating line of storefront.md §2: "A fixed rating of four stars and 'Reviews(122)' is
 * displayed". It is the same on every product until reviews exist.
 */
const FIXED_STARS = 4;
const FIXED_REVIEW_COUNT = 122;

export function RatingStars() {
  return (
    <div className="flex items-center gap-2">
      <span
        role="img"
        aria-label={`Rated ${FIXED_STARS} out of 5`}
        className="flex text-sunshine [&_svg]:stroke-[#9a6700]"
      >
        {Array.from({ length: 5 }, (_, index) => (
          <StarIcon key={index} size={18} filled={index < FIXED_STARS} />
        ))}
      </span>
      <span className="text-sm text-ink-muted">Reviews({FIXED_REVIEW_COUNT})</span>
    </div>
  );
}
