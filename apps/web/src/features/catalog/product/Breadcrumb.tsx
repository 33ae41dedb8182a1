import type { Product } from '@littleloom/shared';
import { Link } from 'react-router';

const crumbLink =
  'inline-flex min-h-11 items-center rounded-full underline-offset-4 hover:text-ink hover:underline';

/** Home / Collection / <category> / <name>: where the product sits in the shop. */
export function Breadcrumb({ product }: { product: Pick<Product, 'name' | 'category'> }) {
  const separator = (
    <span aria-hidden="true" className="text-ink-muted/70">
      /
    </span>
  );
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
        <li>
          <Link to="/" className={crumbLink}>
            Home
          </Link>
        </li>
        <li className="flex items-center gap-x-2">
          {separator}
          <Link to="/collection" className={crumbLink}>
            Collection
          </Link>
        </li>
        <li className="flex items-center gap-x-2">
          {separator}
          <Link to={`/collection?category=${product.category._id}`} className={crumbLink}>
            {product.category.name}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-x-2">
          {separator}
          <span aria-current="page" className="truncate font-bold text-ink">
            {product.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
