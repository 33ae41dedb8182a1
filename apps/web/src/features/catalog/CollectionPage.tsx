import { PAGE_SIZE } from '@littleloom/shared';
import { useCallback, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDeferredData } from '../../lib/deferred-data';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { buttonClass } from '../../ui/button-styles';
import { SectionHeading } from '../../ui/SectionHeading';
import { useActiveCategories } from './categories-api';
import { activeFilterCount, hasFilters, pageHref } from './collection/collection-params';
import { FilterChips } from './collection/FilterChips';
import { filterChips } from './collection/filter-chips';
import { FilterPanel } from './collection/FilterPanel';
import { FiltersSheet } from './collection/FiltersSheet';
import { FiltersIcon } from './collection/FiltersIcon';
import { SortSelect } from './collection/SortSelect';
import { useCollectionView } from './collection/use-collection-view';
import { NoResults } from './search/NoResults';
import { PageLinks } from './PageLinks';
import { ProductResults } from './ProductResults';
import { useProductList } from './use-product-list';
import { collectionQuery } from './collection/collection-query';
import {
  collectionCanonicalPath,
  collectionDescription,
  collectionHeading,
  collectionTitle,
} from './collection/collection-meta';
import { ShopBreadcrumb } from './ShopBreadcrumb';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageMeta } from '../../ui/PageMeta';
import { CategoryStructuredData } from './collection/CategoryStructuredData';
import { ShareMeta } from '../../ui/ShareMeta';

/** Wait this long after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

function countText(total: number, search: string): string {
  if (search) return `${total} found for “${search}”`;
  return total === 1 ? '1 product' : `${total} products`;
}

/**
 * The collection (storefront.md §2): the filters (category, size, colour, brand, price, in stock,
 * on sale, each value with its count), the chosen ones as chips, a sort select, the grid and
 * pages. Everything a shopper picks is in the URL (collection-params.ts), so a view can be shared
 * and Back steps through the changes. On phones the filters open in a bottom sheet.
 */
export function CollectionPage() {
  const [params] = useSearchParams();
  const { view, setCategory, changeFilters, setValue, setPrice, setFlag, setSort, clearFilters } =
    useCollectionView();
  const search = useDebouncedValue(view.search, SEARCH_DEBOUNCE_MS);
  // The product list first: its request should not wait behind the categories'.
  const result = useProductList(collectionQuery(view, search));
  const categories = useActiveCategories();
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  const resultsId = useId();
  const filtered = hasFilters(view);
  const filterCount = activeFilterCount(view);
  // Deferred like the cards (ProductResults), so the count changes in the same render as they do.
  const data = useDeferredData(result.data);
  const facets = data?.facets;
  const chips = filterChips(view, {
    category: (id) => categories.data?.find((category) => category._id.toLowerCase() === id)?.name,
    colour: (key) => facets?.colours.find((colour) => colour.value.toLowerCase() === key)?.value,
  });
  const categoryNames = view.categories.flatMap((id) => {
    const name = categories.data?.find((category) => category._id.toLowerCase() === id)?.name;
    return name ? [name] : [];
  });
  const panel = { filters: view, categories, facets, setCategory, setValue, setPrice, setFlag };

  // A category the shop does not have (a mistyped or old link) is no page of its own.
  if (categories.isSuccess && categoryNames.length < view.categories.length) {
    return <NotFoundPage />;
  }
  const title = collectionTitle(categoryNames);
  const description = collectionDescription(categoryNames);
  const [onlyCategory] = view.categories.length === 1 ? categoryNames : [];

  return (
    <div className="container-page py-8 sm:py-12">
      <title>{title}</title>
      <PageMeta description={description} canonicalPath={collectionCanonicalPath(view)} />
      <ShareMeta title={title} description={description} path={collectionCanonicalPath(view)} />
      <CategoryStructuredData chosen={view.categories} categories={categories.data} />
      <div className="mb-6 sm:mb-8">
        {onlyCategory === undefined ? null : (
          <ShopBreadcrumb current={onlyCategory} className="mb-2" />
        )}
        <SectionHeading
          title={collectionHeading(categoryNames, view.categories.length)}
          level={1}
          align="start"
        />
      </div>

      {/*
        One grid for the toolbar, the filters and the results, in reading order, so keyboard focus
        follows what the eye sees at every width. Phones and tablets: the count and the Filters
        button (the filters open in a sheet), the sort, the chosen filters and the products.
        Desktop: the filters in a column on the left, then the count and the sort over the chosen
        filters and the products.
      */}
      <div className="flex flex-wrap items-center gap-3 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)_auto] lg:grid-rows-[auto_1fr] lg:gap-x-10 lg:gap-y-6">
        <p
          className="mr-auto min-h-[1lh] text-ink-muted lg:col-start-2 lg:row-start-1 lg:mr-0"
          aria-live="polite"
        >
          {data ? countText(data.total, search) : null}
        </p>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={filterCount > 0 ? `Filters, ${filterCount} on` : undefined}
          onClick={() => setSheetOpen(true)}
          className={buttonClass('secondary', 'px-4 lg:hidden')}
        >
          <FiltersIcon size={20} />
          Filters
          {filterCount > 0 ? (
            <span aria-hidden="true" className="rounded-full bg-ink px-2 text-sm text-cream">
              {filterCount}
            </span>
          ) : null}
        </button>
        <FiltersSheet
          open={sheetOpen}
          onClose={closeSheet}
          total={data?.total}
          activeCount={filterCount}
          onClearAll={clearFilters}
          {...panel}
        />

        {/* Desktop: the filters' own column. Phones have them in the sheet instead. */}
        <div className="hidden lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block lg:self-start">
          <FilterPanel {...panel} />
        </div>

        <div className="max-sm:w-full lg:col-start-3 lg:row-start-1">
          <SortSelect value={view.sort} onChange={setSort} />
        </div>

        <section
          aria-labelledby={resultsId}
          className="mt-3 w-full lg:col-span-2 lg:col-start-2 lg:row-start-2 lg:mt-0 lg:self-start"
        >
          {/* Cards carry h3 names; this keeps the outline h1 > h2 > h3 for screen readers. */}
          <h2 id={resultsId} className="sr-only">
            Products
          </h2>
          {chips.length > 0 ? (
            <div className="mb-5">
              <FilterChips chips={chips} onRemove={changeFilters} onClearAll={clearFilters} />
            </div>
          ) : null}
          <ProductResults
            result={result}
            columns="collection"
            skeletonCount={PAGE_SIZE.collection}
            eagerFirstRow
            empty={
              // Search alone found nothing: offer what is near. With filters on, the filters may
              // be what empties the list, so they are what the page offers to clear first.
              data && data.total === 0 && search && filterCount === 0 ? (
                <NoResults search={search} closestMatches={data.closestMatches} />
              ) : (
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
                      <p className="text-ink-muted">Try fewer filters.</p>
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
              )
            }
          />
          {data ? <PageLinks page={data.page} pages={data.pages} /> : null}
        </section>
      </div>
    </div>
  );
}
