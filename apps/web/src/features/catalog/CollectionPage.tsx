import { PAGE_SIZE } from '@littleloom/shared';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeferredData } from '../../lib/deferred-data';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { buttonClass } from '../../ui/button-styles';
import { SectionHeading } from '../../ui/SectionHeading';
import { useActiveCategories } from './categories-api';
import { CategoryFilters } from './collection/CategoryFilters';
import { hasFilters, pageHref } from './collection/collection-params';
import { FiltersIcon } from './collection/FiltersIcon';
import { SortSelect } from './collection/SortSelect';
import { useCollectionView } from './collection/use-collection-view';
import { PageLinks } from './PageLinks';
import { ProductResults } from './ProductResults';
import { useProductList } from './use-product-list';
import { collectionQuery } from './collection/collection-query';

/** Wait this long after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

function countText(total: number, search: string): string {
  if (search) return `${total} found for “${search}”`;
  return total === 1 ? '1 product' : `${total} products`;
}

/**
 * The collection (storefront.md §2): category checkboxes, a sort select, the grid and pages.
 * Everything a shopper picks is in the URL (collection-params.ts), so a view can be shared and
 * Back steps through the changes. On phones the filters fold into a "Filters" disclosure.
 */
export function CollectionPage() {
  const [params] = useSearchParams();
  const { view, setCategory, setSort, clearFilters } = useCollectionView();
  const search = useDebouncedValue(view.search, SEARCH_DEBOUNCE_MS);
  // The product list first: its request should not wait behind the categories'.
  const result = useProductList(collectionQuery(view, search));
  const categories = useActiveCategories();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const filtered = hasFilters(view);
  // Deferred like the cards (ProductResults), so the count changes in the same render as they do.
  const data = useDeferredData(result.data);

  return (
    <div className="container-page py-8 sm:py-12">
      <title>Collection · Little Loom</title>
      <div className="mb-6 sm:mb-8">
        <SectionHeading title="All Collections" level={1} align="start" />
      </div>

      {/*
        One grid for the toolbar, the filters and the results, in reading order, so keyboard focus
        follows what the eye sees at every width. Phones and tablets: the count and the Filters
        button, the filters (when open, right under their button), the sort, the products. Desktop:
        the filters in a column on the left, then the count and the sort over the products.
      */}
      <div className="flex flex-wrap items-center gap-3 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)_auto] lg:gap-x-10 lg:gap-y-6">
        <p
          className="mr-auto min-h-[1lh] text-ink-muted lg:col-start-2 lg:row-start-1 lg:mr-0"
          aria-live="polite"
        >
          {data ? countText(data.total, search) : null}
        </p>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
          className={buttonClass('secondary', 'px-4 lg:hidden')}
        >
          <FiltersIcon size={20} />
          Filters
          {view.categories.length > 0 ? (
            <span className="rounded-full bg-ink px-2 text-sm text-cream">
              <span className="sr-only">, </span>
              {view.categories.length}
              <span className="sr-only"> selected</span>
            </span>
          ) : null}
        </button>

        <div
          id={panelId}
          className={`w-full rounded-2xl border border-line bg-white px-5 py-4 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 ${filtersOpen ? '' : 'hidden lg:block'}`}
        >
          <CategoryFilters
            categories={categories}
            selected={view.categories}
            onChange={setCategory}
          />
          {filtered ? (
            <button
              type="button"
              onClick={clearFilters}
              className="mt-3 min-h-11 rounded-full font-bold text-coral-strong underline-offset-4 hover:underline"
            >
              Clear filters
            </button>
          ) : null}
        </div>

        <div className="max-sm:w-full lg:col-start-3 lg:row-start-1">
          <SortSelect value={view.sort} onChange={setSort} />
        </div>

        <section
          aria-labelledby={`${panelId}-results`}
          className="mt-3 w-full lg:col-span-2 lg:col-start-2 lg:row-start-2 lg:mt-0"
        >
          {/* Cards carry h3 names; this keeps the outline h1 > h2 > h3 for screen readers. */}
          <h2 id={`${panelId}-results`} className="sr-only">
            Products
          </h2>
          <ProductResults
            result={result}
            columns="collection"
            skeletonCount={PAGE_SIZE.collection}
            eagerFirstRow
            empty={
              <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-white px-6 py-14 text-center">
                {data && data.total > 0 ? (
                  // Past the last page (an old link): the view has products, just not here.
                  <>
                    <p className="text-lg">This page is empty.</p>
                    <Link to={pageHref(params, 1)} className={buttonClass('secondary')}>
                      Back to page 1
                    </Link>
                  </>
                ) : filtered ? (
                  <>
                    <p className="text-lg">No products match these filters.</p>
                    <p className="text-ink-muted">Try fewer categories or a shorter word.</p>
                    <button
                      type="button"
                      onClick={clearFilters}
                      className={buttonClass('secondary')}
                    >
                      Clear filters
                    </button>
                  </>
                ) : (
                  <p className="text-lg">New pieces are on the loom. Please check back soon.</p>
                )}
              </div>
            }
          />
          {data ? <PageLinks page={data.page} pages={data.pages} /> : null}
        </section>
      </div>
    </div>
  );
}
