import { PAGE_SIZE } from '@littleloom/shared';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { buttonClass } from '../../ui/button-styles';
import { SectionHeading } from '../../ui/SectionHeading';
import { PageLinks } from './PageLinks';
import { ProductResults } from './ProductResults';
import { SEARCH_PARAM, useSearchBar } from './search/use-search-bar';
import { useProductList } from './use-product-list';

/** Wait this long after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * Every product on sale, a page at a time, narrowed by the header search (`?search=`). The
 * category filters and sort select of storefront.md §2 come with the full collection page.
 */
export function CollectionPage() {
  const [params] = useSearchParams();
  const search = useDebouncedValue((params.get(SEARCH_PARAM) ?? '').trim(), SEARCH_DEBOUNCE_MS);
  const page = pageFrom(params);
  const result = useProductList({ search, page, limit: PAGE_SIZE.collection });
  const { close } = useSearchBar();

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <SectionHeading title="All Collections" level={1} align="start" />
        {result.data ? (
          <p className="text-ink-muted" aria-live="polite">
            {search
              ? `${result.data.total} found for “${search}”`
              : `${result.data.total} products`}
          </p>
        ) : null}
      </div>

      {/* Cards carry h3 names; this keeps the outline h1 > h2 > h3 for screen readers. */}
      <h2 className="sr-only">Products</h2>
      <ProductResults
        result={result}
        columns="collection"
        skeletonCount={PAGE_SIZE.collection}
        eagerFirstRow
        empty={
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-white px-6 py-14 text-center">
            {search ? (
              <>
                <p className="text-lg">
                  Nothing matches <span className="font-bold">“{search}”</span> yet.
                </p>
                <p className="text-ink-muted">Try a shorter word, or browse everything.</p>
                <button type="button" onClick={close} className={buttonClass('secondary')}>
                  Clear search
                </button>
              </>
            ) : (
              <p className="text-lg">New pieces are on the loom. Please check back soon.</p>
            )}
          </div>
        }
      />

      {result.data ? <PageLinks page={result.data.page} pages={result.data.pages} /> : null}
    </div>
  );
}
