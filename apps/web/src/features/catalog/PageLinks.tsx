import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';

interface PageLinksProps {
  page: number;
  pages: number;
}

/** Previous / next links that keep the rest of the query (search) and change only `?page=`. */
export function PageLinks({ page, pages }: PageLinksProps) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  return (
    <nav aria-label="Pages" className="mt-12 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClass('secondary', 'pl-4')}>
          <ChevronLeftIcon size={20} />
          Previous
        </Link>
      ) : null}
      <p className="px-2 text-ink-muted" aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={buttonClass('secondary', 'pr-4')}>
          Next
          <ChevronRightIcon size={20} />
        </Link>
      ) : null}
    </nav>
  );
}
