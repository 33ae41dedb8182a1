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

interface ShopBreadcrumbProps {
  /** The category the page sits in, as a link; left out on the category's own page. */
  category?: { _id: string; name: string };
  /** What this page is: a product's or a category's name. */
  current: string;
  className?: string;
}

/**
 * Home / Collection / [category] / <this page>: where a product or a category's collection sits
 * in the shop, as its structured data tells search engines. It stays on one line at every width:
 * on a phone a long category or name is cut short with an ellipsis (the full name is the page's
 * heading just below), so no '/' is left dangling on a line of its own.
 */
export function ShopBreadcrumb({ category, current, className }: ShopBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
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
        {category ? (
          <li className="flex max-w-[40%] min-w-0 shrink-0 items-center gap-x-2">
            <Separator />
            <Link
              to={`/collection?category=${category._id}`}
              title={category.name}
              className={crumbLink}
            >
              <span className="truncate">{category.name}</span>
            </Link>
          </li>
        ) : null}
        <li className="flex min-w-0 flex-1 items-center gap-x-2">
          <Separator />
          <span aria-current="page" title={current} className="truncate font-bold text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
