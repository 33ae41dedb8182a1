import { PAGE_SIZE } from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '../../../ui/icons/ChevronLeftIcon';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { AdminPagination } from '../ui/AdminPagination';
import { AdminSearchBox } from '../ui/AdminSearchBox';
import { LoadError } from '../ui/LoadError';
import { useClampToLastPage, usePageParam } from '../ui/page-param';
import { useSearchParam } from '../ui/use-search-param';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import { ProductStock } from './ProductStock';
import { adminProductsKey, fetchAdminProduct, fetchAdminProducts } from './products-admin-api';

/**
 * Stock (back-office.md §2 Admin Stock Management): a row per size with its current stock, and a
 * field with Update to set a new figure. /admin/products/stock lists every product, six to a
 * page, searchable by name; /admin/products/stock/:id (the spec's route, reached from List Items)
 * shows that one product.
 */
export function StockPage() {
  const { id } = useParams();
  return id ? <OneProductStock id={id} /> : <AllProductsStock />;
}

function Heading({ children }: { children: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Stock</h1>
      <p className="text-sm text-slate-600">{children}</p>
    </div>
  );
}

function AllProductsStock() {
  const { page, goToPage } = usePageParam();
  const { search, draft, setDraft } = useSearchParam();
  const query = { page, limit: PAGE_SIZE.adminStockProducts, search };
  const products = useQuery({
    queryKey: adminProductsKey.list(query),
    queryFn: ({ signal }) => fetchAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });
  useClampToLastPage(page, products.data?.pages, !products.isPlaceholderData, goToPage);

  return (
    <div className="flex flex-col gap-4">
      <title>Stock · Admin Panel · Little Loom</title>
      <Heading>
        Pieces in stock per size, newest products first. Enter a new figure and Update.
      </Heading>
      <AdminSearchBox
        label="Products"
        value={draft}
        onChange={setDraft}
        placeholder="Search by product name"
      />

      {products.isError && !products.data ? (
        <LoadError
          title={CATALOG_ADMIN_MSG.productsFetchFailed}
          error={products.error}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : products.data ? (
        <div className="flex flex-col gap-4">
          {products.data.products.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-sm text-slate-600">
              {search ? (
                `No products match “${search}”.`
              ) : (
                <>
                  No products yet.{' '}
                  <Link to="/admin/products/add" className="font-bold text-coral-deep underline">
                    Add a product
                  </Link>{' '}
                  to keep its stock here.
                </>
              )}
            </p>
          ) : (
            <ul
              aria-busy={products.isFetching || undefined}
              className={`grid gap-4 xl:grid-cols-2 ${products.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {products.data.products.map((product) => (
                <li key={product._id}>
                  <ProductStock product={product} />
                </li>
              ))}
            </ul>
          )}
          <div className="rounded-xl border border-slate-200 bg-white">
            <AdminPagination
              page={products.data.page}
              pages={products.data.pages}
              total={products.data.total}
              pageSize={PAGE_SIZE.adminStockProducts}
              noun="products"
              onPageChange={(next) => goToPage(next)}
            />
          </div>
        </div>
      ) : (
        <div aria-busy="true" className="grid gap-4 xl:grid-cols-2">
          <p role="status" className="sr-only">
            Loading stock…
          </p>
          {Array.from({ length: PAGE_SIZE.adminStockProducts }, (_, index) => (
            <div key={index} className="h-56 animate-pulse rounded-xl bg-slate-200/70" />
          ))}
        </div>
      )}
    </div>
  );
}

function OneProductStock({ id }: { id: string }) {
  const product = useQuery({
    queryKey: adminProductsKey.one(id),
    queryFn: ({ signal }) => fetchAdminProduct(id, signal),
  });

  return (
    <div className="flex flex-col gap-4">
      <title>
        {product.data ? `Stock of ${product.data.name}` : 'Stock'} · Admin Panel · Little Loom
      </title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <Heading>Pieces in stock per size of one product. Enter a new figure and Update.</Heading>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/products/stock" className={adminSecondaryButtonClass}>
            <ChevronLeftIcon size={16} />
            All products’ stock
          </Link>
          {product.data ? (
            <Link
              to={`/admin/products/edit/${product.data._id}`}
              className={adminSecondaryButtonClass}
            >
              Edit product
            </Link>
          ) : null}
        </div>
      </div>

      {product.isError && !product.data ? (
        <LoadError
          title={CATALOG_ADMIN_MSG.loadProductFailed}
          error={product.error}
          retrying={product.isFetching}
          onRetry={() => void product.refetch()}
        />
      ) : product.data ? (
        <div className="max-w-3xl">
          <ProductStock product={product.data} />
        </div>
      ) : (
        <div aria-busy="true" className="max-w-3xl">
          <p role="status" className="sr-only">
            Loading stock…
          </p>
          <div className="h-56 animate-pulse rounded-xl bg-slate-200/70" />
        </div>
      )}
    </div>
  );
}
