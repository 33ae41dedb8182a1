import { Link, useSearchParams } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { pageHref, pageItems } from './collection/collection-params';

interface PageLinksProps {
  page: number;
  pages: number;
}

const step =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border font-bold';
const stepLink = `${step} border-ink/20 bg-white text-ink hover:border-ink/50 hover:bg-cream`;
const stepOff = `${step} cursor-default border-line text-ink-muted`;

/**
 * Pagination that keeps the rest of the query (filters, sort, search) and changes only `?page=`.
 * Previous and next at the ends, page numbers between on tablets and up; phones show "Page 2 of
 * 8" instead of numbers so the row fits 360 px. A missing previous or next stays in place, dimmed
 * and hidden from assistive technology, so nothing shifts between pages.
 */
export function PageLinks({ page, pages }: PageLinksProps) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;

  return (
    <nav aria-label="Pagination" className="mt-12 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={pageHref(params, page - 1)}
          aria-label="Previous page"
          rel="prev"
          className={`${stepLink} px-3`}
        >
          <ChevronLeftIcon size={20} />
          <span className="hidden sm:inline">Previous</span>
        </Link>
      ) : (
        <span aria-hidden="true" className={`${stepOff} px-3`}>
          <ChevronLeftIcon size={20} />
          <span className="hidden sm:inline">Previous</span>
        </span>
      )}

      <p className="px-2 text-ink-muted sm:hidden">
        Page {page} of {pages}
      </p>
      <ul className="hidden items-center gap-1.5 sm:flex">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageHref(params, item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={
                  item === page ? `${step} border-ink bg-ink text-cream` : `${stepLink} font-normal`
                }
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>

      {page < pages ? (
        <Link
          to={pageHref(params, page + 1)}
          aria-label="Next page"
          rel="next"
          className={`${stepLink} px-3`}
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRightIcon size={20} />
        </Link>
      ) : (
        <span aria-hidden="true" className={`${stepOff} px-3`}>
          <span className="hidden sm:inline">Next</span>
          <ChevronRightIcon size={20} />
        </span>
      )}
    </nav>
  );
}
