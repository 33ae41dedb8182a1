import { Link } from 'react-router';

interface ProductLineNameProps {
  productId: string;
  name: string;
  /** Set where focus may be sent to the line's name after an act on it. */
  id?: string;
}

/** A cart or order line's heading: the product's name, linking to its page. */
export function ProductLineName({ productId, name, id }: ProductLineNameProps) {
  return (
    <h3
      id={id}
      tabIndex={id === undefined ? undefined : -1}
      className="leading-snug font-bold text-ink"
    >
      <Link
        to={`/product/${productId}`}
        className="hover:underline hover:decoration-coral hover:underline-offset-4"
      >
        {name}
      </Link>
    </h3>
  );
}
