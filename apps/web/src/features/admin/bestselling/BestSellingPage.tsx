import { formatRupees } from '@littleloom/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { adminRowButtonClass, adminSecondaryButtonClass } from '../ui/admin-styles';
import { brandArt, categoryArt, DEFAULT_PRODUCT_ART } from './artwork';
import {
  bestSellingKey,
  fetchBestBrands,
  fetchBestCategories,
  fetchBestProducts,
  type BestBrand,
  type BestCategory,
  type BestProduct,
} from './best-selling-api';

/**
 * /admin/bestselling (back-office.md §2 Best Selling Dashboard): the top products, categories
 * and brands by units sold. Each list loads on its own, with a spinner while it does and the
 * server's error in red if it fails.
 */
export function BestSellingPage() {
  const products = useQuery({
    queryKey: bestSellingKey.products,
    queryFn: ({ signal }) => fetchBestProducts(signal),
  });
  const categories = useQuery({
    queryKey: bestSellingKey.categories,
    queryFn: ({ signal }) => fetchBestCategories(signal),
  });
  const brands = useQuery({
    queryKey: bestSellingKey.brands,
    queryFn: ({ signal }) => fetchBestBrands(signal),
  });

  return (
    <div className="flex flex-col gap-8">
      <title>Best sellers · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Best Selling Dashboard</h1>
          <p className="text-sm text-slate-600">
            Units sold, counting every order line that was not cancelled, failed or returned.
          </p>
        </div>
        <Link to="/admin/products/list" className={adminSecondaryButtonClass}>
          Back to products
        </Link>
      </div>

      <Board title="Top Selling Products" query={products} noun="products">
        {(list: BestProduct[]) => (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {list.map((product) => (
              <li key={product.productId}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </Board>

      <Board title="Top Selling Categories" query={categories} noun="categories">
        {(list: BestCategory[]) => (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6">
            {list.map((category) => (
              <li
                key={category.categoryId}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
              >
                <img
                  src={categoryArt(category.categoryName)}
                  width={200}
                  height={200}
                  alt=""
                  className="aspect-square w-full object-cover"
                />
                <div className="p-3">
                  <h3 className="font-bold break-words text-slate-900">{category.categoryName}</h3>
                  <p className="text-sm text-slate-700 tabular-nums">Sold: {category.totalSold}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Board>

      <Board title="Top Selling Brands" query={brands} noun="brands">
        {(list: BestBrand[]) => (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {list.map((brand) => (
              <li
                key={brand.brand}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
              >
                <img
                  src={brandArt(brand.brand)}
                  width={240}
                  height={120}
                  alt=""
                  className="aspect-[2/1] w-full object-cover"
                />
                <div className="p-3">
                  <h3 className="font-bold break-words text-slate-900">{brand.brand}</h3>
                  <p className="text-sm text-slate-700 tabular-nums">
                    Total Sold: {brand.totalSold}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Board>
    </div>
  );
}

function ProductCard({ product }: { product: BestProduct }) {
  const image = product.images[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <img
        src={image ? image.thumbnailUrl : DEFAULT_PRODUCT_ART}
        width={400}
        height={400}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 font-bold break-words text-slate-900">{product.name}</h3>
        <SellingPrice price={product.price} discountPrice={product.discountPrice} />
        <p className="text-sm text-slate-700 tabular-nums">Sold: {product.totalSold}</p>
        <div className="mt-auto pt-2">
          <Link
            to={`/admin/products/edit/${product.productId}`}
            aria-label={`Edit ${product.name}`}
            className={adminRowButtonClass.neutral}
          >
            Edit
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * 'Price: ₹x' (back-office.md §2) at the price the shop sells at: the sale price when one is set
 * (ARCHITECTURE §7), with the list price struck through beside it.
 */
function SellingPrice({ price, discountPrice }: { price: number; discountPrice: number | null }) {
  const onSale = discountPrice !== null && discountPrice < price;
  return (
    <p className="text-sm text-slate-700 tabular-nums">
      Price: {formatRupees(onSale ? discountPrice : price)}
      {onSale ? (
        <>
          {' '}
          <s className="text-xs text-slate-500">
            <span className="sr-only">was </span>
            {formatRupees(price)}
          </s>
        </>
      ) : null}
    </p>
  );
}

interface BoardProps<T> {
  title: string;
  query: UseQueryResult<T[]>;
  /** What is listed, plural, for the empty and loading notes. */
  noun: string;
  children: (list: T[]) => ReactNode;
}

/** One list of the dashboard, with its own spinner, error and empty note. */
function Board<T>({ title, query, noun, children }: BoardProps<T>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-3 py-6 text-sm text-slate-600">
          <span
            aria-hidden="true"
            className="size-6 animate-spin rounded-full border-3 border-slate-300 border-t-coral-strong"
          />
          Loading best-selling {noun}…
        </div>
      ) : query.isError ? (
        <p role="alert" className="font-bold text-red-700">
          {errorMessage(query.error)}
        </p>
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-6 text-sm text-slate-600">
          No {noun} sold yet.
        </p>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
