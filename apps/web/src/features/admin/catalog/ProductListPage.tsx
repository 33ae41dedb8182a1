import { formatRupees, PAGE_SIZE, type Product } from '@littleloom/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import {
  adminPrimaryButtonClass,
  adminRowButtonClass,
  adminSecondaryButtonClass,
  adminTextLinkClass,
} from '../ui/admin-styles';
import { AdminPagination } from '../ui/AdminPagination';
import { AdminSearchBox } from '../ui/AdminSearchBox';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { ProductThumbnail } from '../ui/ProductThumbnail';
import { RowActions } from '../ui/RowActions';
import { StatusBadge } from '../ui/StatusBadge';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import { ColourDot } from './ColourDot';
import { useClampToLastPage, usePageParam } from '../ui/page-param';
import { useSearchParam } from '../ui/use-search-param';
import { toastFailure } from './catalog-admin-ui';
import {
  adminProductsKey,
  deleteProduct,
  fetchAdminProducts,
  restoreProduct,
  totalStock,
  showProductChange,
} from './products-admin-api';
import { styleSizeLabel } from './style-colours';

/**
 * /admin/products/list (back-office.md §2 Product list), the admin's landing page: every product,
 * deleted ones too, newest first, ten to a page, with a search box. Each row links to its edit
 * page and, from its stock figure, to its stock page; Delete asks first and takes the product off
 * the storefront, Restore brings it back.
 */
export function ProductListPage() {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<Product | null>(null);

  const { page, goToPage } = usePageParam();
  const { search, draft, setDraft } = useSearchParam();

  const query = { page, limit: PAGE_SIZE.adminProducts, search };
  const products = useQuery({
    queryKey: adminProductsKey.list(query),
    queryFn: ({ signal }) => fetchAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });
  useClampToLastPage(page, products.data?.pages, !products.isPlaceholderData, goToPage);

  const remove = useMutation({
    mutationFn: (product: Product) => deleteProduct(product._id),
    onSuccess: (reply) => {
      toast.success(reply.message);
      showProductChange(queryClient, reply.product);
    },
    onError: (error) => toastFailure(error, CATALOG_ADMIN_MSG.deleteProductFailed),
    onSettled: () => setTarget(null),
  });

  const restore = useMutation({
    mutationFn: (product: Product) => restoreProduct(product._id),
    onSuccess: (reply) => {
      toast.success(reply.message);
      showProductChange(queryClient, reply.product);
    },
    onError: (error) => toastFailure(error, CATALOG_ADMIN_MSG.restoreProductFailed),
  });

  return (
    <div className="flex flex-col gap-4">
      <title>Products · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Products</h1>
          <p className="text-sm text-slate-600">
            Every product, newest first. Deleted products stay here until restored.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/bestselling" className={adminSecondaryButtonClass}>
            Best sellers
          </Link>
          <Link to="/admin/products/add" className={adminPrimaryButtonClass}>
            Add product
          </Link>
        </div>
      </div>

      <AdminSearchBox
        label="Products"
        value={draft}
        onChange={setDraft}
        placeholder="Search by name or brand"
      />

      <AdminTable
        caption="Products, newest first"
        query={products}
        loadError={CATALOG_ADMIN_MSG.productsFetchFailed}
        columns={COLUMNS}
        rows={products.data?.products.map((product) => (
          <ProductRow
            key={product._id}
            product={product}
            restoring={restore.isPending && restore.variables._id === product._id}
            onDelete={setTarget}
            onRestore={(p) => restore.mutate(p)}
          />
        ))}
        empty={
          search
            ? `No products match “${search}”.`
            : 'No products yet. Add the first one with Add product.'
        }
        loadingRows={PAGE_SIZE.adminProducts}
        loadingLabel="Loading products…"
        pager={
          products.data ? (
            <AdminPagination
              page={products.data.page}
              pages={products.data.pages}
              total={products.data.total}
              pageSize={PAGE_SIZE.adminProducts}
              noun="products"
              onPageChange={(next) => goToPage(next)}
            />
          ) : null
        }
      />

      {target ? (
        <ConfirmDialog
          open
          variant="destructive"
          title={`Delete ${target.name}?`}
          description={
            <p>
              It leaves the storefront at once. It stays on this list, marked Deleted, and can be
              restored.
            </p>
          }
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(target)}
          onCancel={() => setTarget(null)}
        />
      ) : null}
    </div>
  );
}

interface ProductRowProps {
  product: Product;
  restoring: boolean;
  onDelete: (product: Product) => void;
  onRestore: (product: Product) => void;
}

function ProductRow({ product, restoring, onDelete, onRestore }: ProductRowProps) {
  const image = product.images[0];
  const stock = totalStock(product);
  const badge = product.deleted ? (
    <StatusBadge tone="red">Deleted</StatusBadge>
  ) : (
    <StatusBadge tone="green">Active</StatusBadge>
  );
  const action = product.deleted ? 'Restore' : 'Delete';
  return (
    <tr className={product.deleted ? 'bg-slate-50/60' : 'hover:bg-slate-50/70'}>
      <td className="px-3 py-2 align-middle sm:px-4">
        <ProductThumbnail image={image} size={40} dimmed={product.deleted} />
      </td>
      <td className="px-3 py-2 align-middle sm:px-4">
        <span className="block font-bold break-words text-slate-900">{product.name}</span>
        <span className="block text-xs text-slate-500">
          {product.brand}
          <span className="lg:hidden"> · {product.category.name}</span>
        </span>
        <ColourLine product={product} />
        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs md:hidden">
          <span className="sm:hidden">
            <PriceCell product={product} />
          </span>
          <StockLink product={product} stock={stock}>
            Stock{' '}
          </StockLink>
          {badge}
        </span>
      </td>
      <td className="hidden px-3 py-2 align-middle text-slate-700 sm:px-4 lg:table-cell">
        {product.category.name}
      </td>
      <td className="hidden px-3 py-2 text-right align-middle sm:table-cell sm:px-4">
        <PriceCell product={product} />
      </td>
      <td className="hidden px-3 py-2 text-right align-middle sm:px-4 md:table-cell">
        <StockLink product={product} stock={stock} />
      </td>
      <td className="hidden px-3 py-2 align-middle sm:px-4 md:table-cell">{badge}</td>
      <RowActions>
        <Link
          to={`/admin/products/edit/${product._id}`}
          aria-label={`Edit ${product.name}`}
          className={adminRowButtonClass.neutral}
        >
          Edit
        </Link>
        {/* One button whose act follows the state, so focus stays put after either act. */}
        <button
          type="button"
          onClick={() => (product.deleted ? onRestore(product) : onDelete(product))}
          disabled={restoring}
          aria-label={`${action} ${product.name}`}
          className={
            product.deleted ? adminRowButtonClass.neutral : adminRowButtonClass.destructive
          }
        >
          {restoring ? 'Restoring…' : action}
        </button>
      </RowActions>
    </tr>
  );
}

/**
 * The product's colour under its name, with how many colours its style has: in the name cell,
 * which shows at every width, so no column is added for phones to drop.
 */
function ColourLine({ product }: { product: Product }) {
  if (!product.colour) return null;
  const style = styleSizeLabel(product);
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600">
      <ColourDot hex={product.colour.hex} size={10} />
      <span>
        {product.colour.name}
        {style ? ` · ${style}` : ''}
      </span>
    </span>
  );
}

/**
 * The product's total stock, as a link to its stock page (back-office.md §2: Stock is
 * /admin/products/stock/:id). Sold out shows in red.
 */
function StockLink({
  product,
  stock,
  children,
}: {
  product: Product;
  stock: number;
  children?: ReactNode;
}) {
  return (
    <Link
      to={`/admin/products/stock/${product._id}`}
      className={`${adminTextLinkClass} rounded leading-6 underline decoration-slate-300 underline-offset-4 tabular-nums hover:decoration-current ${stock === 0 ? 'font-bold text-red-700' : 'text-slate-800'}`}
    >
      <span className="sr-only">Stock of {product.name}:</span>{' '}
      {children ? <span aria-hidden="true">{children}</span> : null}
      {stock}
    </Link>
  );
}

/** The sale price first (coral), the original struck through; or just the price. */
function PriceCell({ product }: { product: Product }) {
  const { price, discountPrice } = product;
  if (discountPrice === null || discountPrice >= price) {
    return <span className="font-bold text-slate-900 tabular-nums">{formatRupees(price)}</span>;
  }
  return (
    <span className="inline-flex flex-col items-end leading-tight tabular-nums sm:flex">
      <span className="font-bold text-coral-strong">
        <span className="sr-only">Sale price </span>
        {formatRupees(discountPrice)}
      </span>
      <s className="text-xs text-slate-500">
        <span className="sr-only">Original price </span>
        {formatRupees(price)}
      </s>
    </span>
  );
}

/** Image, Name and Actions always show; on narrow screens the name cell carries the rest. */
const COLUMNS: AdminColumn[] = [
  {
    title: 'Image',
    className: 'w-16',
    skeleton: { cell: 'py-2', bar: 'size-10 rounded-md bg-slate-200' },
  },
  { title: 'Name', skeleton: { bar: 'h-4 w-48 max-w-full rounded bg-slate-200' } },
  {
    title: 'Category',
    className: 'hidden w-36 lg:table-cell',
    skeleton: { cell: 'hidden lg:table-cell', bar: 'h-4 w-20 rounded bg-slate-100' },
  },
  {
    title: 'Price',
    className: 'hidden w-32 text-right sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'ml-auto h-4 w-16 rounded bg-slate-100' },
  },
  {
    title: 'Stock',
    className: 'hidden w-20 text-right md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'ml-auto h-4 w-8 rounded bg-slate-100' },
  },
  {
    title: 'Status',
    className: 'hidden w-24 md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-5 w-16 rounded-full bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'w-28 text-right sm:w-48',
    skeleton: { bar: 'ml-auto h-8 w-24 rounded-lg bg-slate-100' },
  },
];
