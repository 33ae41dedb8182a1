import type { Product } from '@littleloom/shared';
import { Link } from 'react-router';

const crumbLink =
  'inline-flex min-h-11 min-w-0 items-center rounded-full underline-offset-4 hover:text-ink hover:underline';

function Separator() {
  return (
    <span aria-hidden="true" className="shrink-0 text-ink-muted/70">
      /
    </span>
  );
}

/**
 * Home / Collection / <category> / <name>: where the product sits in the shop. It stays on one
 * line at every width: on a phone a long category and the product's name are cut short with an
 * ellipsis (the full name is the page's heading just below), so no '/' is left dangling on a
 * line of its own.
 */
export function Breadcrumb({ product }: { product: Pick<Product, 'name' | 'category'> }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-x-2 text-sm whitespace-nowrap text-ink-muted">
        <li className="shrink-0">
          <Link to="/" className={crumbLink}>
            Home
          </Link>
        </li>
        <li className="flex shrink-0 items-center gap-x-2">
          <Separator />
          <Link to="/collection" className={crumbLink}>
            Collection
          </Link>
        </li>
        <li className="flex max-w-[40%] min-w-0 shrink-0 items-center gap-x-2">
          <Separator />
          <Link
            to={`/collection?category=${product.category._id}`}
            title={product.category.name}
            className={crumbLink}
          >
            <span className="truncate">{product.category.name}</span>
          </Link>
        </li>
        <li className="flex min-w-0 flex-1 items-center gap-x-2">
          <Separator />
          <span aria-current="page" title={product.name} className="truncate font-bold text-ink">
            {product.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
