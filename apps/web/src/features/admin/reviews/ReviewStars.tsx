import { StarIcon } from '../../../ui/icons/StarIcon';

/** A review's stars, read out as the product page reads them: "4 out of 5 stars". */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className="inline-flex text-amber-400 [&_svg]:stroke-amber-700"
    >
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} size={15} filled={index < rating} />
      ))}
    </span>
  );
}
