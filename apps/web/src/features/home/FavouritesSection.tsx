import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorState } from '../../ui/ErrorState';
import { SectionHeading } from '../../ui/SectionHeading';
import { pastelFor } from '../catalog/pastel';
import {
  BEST_SELLERS_ERROR,
  BEST_SELLERS_STALE_MS,
  bestSellerKeys,
  fetchBestSellers,
  useBestSellingProducts,
} from './best-sellers-api';
import { TOP_PRODUCT_COUNT, TopProducts } from './TopProducts';

export interface TopCategory {
  categoryId: string;
  categoryName: string;
  /** A 400px thumbnail of the category's best-selling product, or null when it has none. */
  categoryImage: string | null;
  totalSold: number;
}

export interface TopBrand {
  brand: string;
  totalSold: number;
}

/** Six categories fill two rows of three (one row on wide screens); eight brands, a few lines. */
const CATEGORY_COUNT = 6;
const BRAND_COUNT = 8;
const THUMBNAIL_SIZE = 400;

function useTopCategories() {
  return useQuery({
    queryKey: [...bestSellerKeys.all, 'categories', CATEGORY_COUNT],
    queryFn: ({ signal }) =>
      fetchBestSellers<TopCategory>(
        `/api/products/best-selling-categories?limit=${CATEGORY_COUNT}`,
        'topCategories',
        signal,
      ),
    staleTime: BEST_SELLERS_STALE_MS,
  });
}

function useTopBrands() {
  return useQuery({
    queryKey: [...bestSellerKeys.all, 'brands', BRAND_COUNT],
    queryFn: ({ signal }) =>
      fetchBestSellers<TopBrand>(
        `/api/products/best-selling-brands?limit=${BRAND_COUNT}`,
        'topBrands',
        signal,
      ),
    staleTime: BEST_SELLERS_STALE_MS,
  });
}

/**
 * The best-selling section (storefront.md §2: "products, categories, brands"): the top products,
 * then the categories, each opening the collection filtered by it, and the brands, each opening
 * it searched for the brand.
 */
export function FavouritesSection() {
  const products = useBestSellingProducts(TOP_PRODUCT_COUNT);
  const categories = useTopCategories();
  const brands = useTopBrands();
  const lists = [products, categories, brands] as const;

  if (products.isSuccess && categories.isSuccess && brands.isSuccess) {
    // A new shop with no sales yet has nothing to rank: leave the section out.
    const ranked = products.data.products.length + categories.data.length + brands.data.length;
    if (ranked === 0) return null;
  }

  const failed = lists.some((list) => list.isError);

  return (
    <section aria-labelledby="favourites-heading" className="container-page mt-16 sm:mt-20">
      <div className="mb-8">
        <SectionHeading id="favourites-heading" title="Shop by favourites">
          The pieces, shelves and brands other parents choose most often.
        </SectionHeading>
      </div>
      {failed ? (
        <ErrorState
          message={BEST_SELLERS_ERROR}
          onRetry={() => {
            for (const list of lists) if (list.isError) void list.refetch();
          }}
          retrying={lists.some((list) => list.isFetching)}
        />
      ) : (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
          <TopProducts result={products} />
          <div>
            <h3 className="mb-4 text-lg font-bold text-ink">Top categories</h3>
            <ul
              aria-busy={categories.isPending}
              className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6"
            >
              {categories.isPending
                ? Array.from({ length: CATEGORY_COUNT }, (_, index) => (
                    <li key={index} aria-hidden="true" className="animate-pulse">
                      <div className="aspect-square rounded-2xl bg-line" />
                      <div className="mt-3 h-4 w-2/3 rounded-full bg-line" />
                      <div className="mt-2 h-3.5 w-1/3 rounded-full bg-line" />
                    </li>
                  ))
                : categories.data?.map((category) => (
                    <li key={category.categoryId}>
                      <CategoryCard category={category} />
                    </li>
                  ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-4 text-lg font-bold text-ink">Top brands</h3>
            <ul aria-busy={brands.isPending} className="flex flex-wrap gap-2.5">
              {brands.isPending
                ? Array.from({ length: BRAND_COUNT }, (_, index) => (
                    <li
                      key={index}
                      aria-hidden="true"
                      className="h-11 w-28 animate-pulse rounded-full bg-line"
                    />
                  ))
                : brands.data?.map(({ brand, totalSold }) => (
                    <li key={brand}>
                      <Link
                        to={`/collection?search=${encodeURIComponent(brand)}`}
                        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 bg-white px-4 font-bold text-ink hover:border-ink/50"
                      >
                        {brand}
                        <span className="text-sm font-normal text-ink-muted">
                          <span className="sr-only">, </span>
                          {totalSold} sold
                        </span>
                      </Link>
                    </li>
                  ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

function CategoryCard({ category }: { category: TopCategory }) {
  return (
    <Link to={`/collection?category=${category.categoryId}`} className="group block rounded-2xl">
      <div
        className={`flex aspect-square items-center justify-center overflow-hidden rounded-2xl ${pastelFor(category.categoryId)}`}
      >
        {category.categoryImage ? (
          <img
            src={category.categoryImage}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03]"
          />
        ) : (
          <span aria-hidden="true" className="text-5xl font-bold text-ink/30">
            {category.categoryName.charAt(0)}
          </span>
        )}
      </div>
      <p className="mt-3 font-bold text-ink group-hover:underline group-hover:decoration-coral group-hover:underline-offset-4">
        {category.categoryName}
      </p>
      <p className="text-sm text-ink-muted">
        <span className="sr-only">, </span>
        {category.totalSold} sold
      </p>
    </Link>
  );
}
