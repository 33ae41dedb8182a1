import { Link } from 'react-router';

const crumbLink =
  'inline-flex min-h-11 items-center rounded-full underline-offset-4 hover:text-ink hover:underline';

/**
 * Home / Collection / <category>: where a category's page sits in the shop, as its structured
 * data (CategoryStructuredData) tells search engines.
 */
export function CategoryBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-2">
      <ol className="flex min-w-0 items-center gap-x-2 text-sm whitespace-nowrap text-ink-muted">
        <li className="shrink-0">
          <Link to="/" className={crumbLink}>
            Home
          </Link>
        </li>
        <li className="flex shrink-0 items-center gap-x-2">
          <span aria-hidden="true" className="text-ink-muted/70">
            /
          </span>
          <Link to="/collection" className={crumbLink}>
            Collection
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-x-2">
          <span aria-hidden="true" className="text-ink-muted/70">
            /
          </span>
          <span aria-current="page" title={name} className="truncate font-bold text-ink">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
