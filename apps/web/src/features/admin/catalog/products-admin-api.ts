import {
  PAGE_SIZE,
  type AdminProduct,
  type NewColourInput,
  type StyleMembersInput,
} from '@littleloom/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

/** A page of GET /api/admin/products/list: every product, deleted ones too, newest first. */
export interface AdminProductPage {
  success: true;
  message: string;
  products: AdminProduct[];
  total: number;
  page: number;
  pages: number;
}

export interface ProductReply {
  success: true;
  message: string;
  product: AdminProduct;
}

export interface MessageReply {
  success: true;
  message: string;
}

export interface ProductListQuery {
  page: number;
  limit: number;
  search: string;
}

export const adminProductsKey = {
  all: [...ADMIN_QUERY_KEY, 'products'] as const,
  lists: [...ADMIN_QUERY_KEY, 'products', 'list'] as const,
  list: (query: ProductListQuery) => [...ADMIN_QUERY_KEY, 'products', 'list', query] as const,
  one: (id: string) => [...ADMIN_QUERY_KEY, 'products', 'one', id] as const,
};

export function fetchAdminProducts(
  { page, limit = PAGE_SIZE.adminProducts, search }: ProductListQuery,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim()) query.set('search', search.trim());
  return adminFetch<AdminProductPage>(`/api/admin/products/list?${query}`, { signal });
}

export async function fetchAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  const reply = await adminFetch<ProductReply>(`/api/admin/products/${encodeURIComponent(id)}`, {
    signal,
  });
  return reply.product;
}

/** POST /api/admin/products/add: the fields, sizes as JSON, image1..image6. */
export function addProduct(form: FormData): Promise<ProductReply> {
  return adminFetch<ProductReply>('/api/admin/products/add', { method: 'POST', body: form });
}

/** PUT /api/admin/products/:id: the fields, existingImages to keep (JSON), new `images`. */
export function updateProduct(id: string, form: FormData): Promise<ProductReply> {
  return adminFetch<ProductReply>(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
  });
}

/** Soft delete: the product leaves the storefront and stays on the admin list. */
export function deleteProduct(id: string): Promise<ProductReply> {
  return adminFetch<ProductReply>(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function restoreProduct(id: string): Promise<ProductReply> {
  return adminFetch<ProductReply>(`/api/admin/products/restore/${encodeURIComponent(id)}`, {
    method: 'PUT',
  });
}

/**
 * Sets the style of a product: it and the siblings, exactly (products of its style left out leave
 * it); no siblings takes the product out of its style. Replies with the product as it is now.
 */
export function setProductStyle(id: string, body: StyleMembersInput): Promise<ProductReply> {
  return adminFetch<ProductReply>(`/api/admin/products/${encodeURIComponent(id)}/style`, {
    method: 'PUT',
    body,
  });
}

/**
 * "Add another colour": a copy of the product in the same style with the new colour, its sizes at
 * stock 0 and no pictures yet. Replies with the new product.
 */
export function addProductColour(id: string, body: NewColourInput): Promise<ProductReply> {
  return adminFetch<ProductReply>(`/api/admin/products/${encodeURIComponent(id)}/colours`, {
    method: 'POST',
    body,
  });
}

/** Removes one stored image from its product at once. */
export function deleteProductImage(publicId: string): Promise<MessageReply> {
  return adminFetch<MessageReply>('/api/admin/products/delete-image', {
    method: 'POST',
    body: { public_id: publicId },
  });
}

/**
 * Sets one size's stock (the stock page), against the figure the page showed: a size whose stock
 * moved since is refused with 409, its message naming the size and `stock` holding the figure now.
 */
export function updateStock(
  productId: string,
  size: string,
  stock: number,
  expectedStock: number,
): Promise<ProductReply> {
  return adminFetch<ProductReply>(
    `/api/admin/products/update-stock/${encodeURIComponent(productId)}`,
    { method: 'PUT', body: { size, stock, expectedStock } },
  );
}

/**
 * The figure a 409 from a stock change says a size holds now (the stock page, the edit form);
 * undefined for any other failure.
 */
export function movedStock(error: unknown): { size: string; stock: number } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const { size, stock } = error.details;
  return typeof size === 'string' && typeof stock === 'number' ? { size, stock } : undefined;
}

/** Shows a size's stock as the server says it is now, wherever the product is cached. */
export function showSizeStock(
  queryClient: QueryClient,
  productId: string,
  size: string,
  stock: number,
): void {
  const withStock = (product: AdminProduct): AdminProduct => {
    if (product._id !== productId) return product;
    const sizes = product.sizes.map((line) => (line.size === size ? { ...line, stock } : line));
    return { ...product, sizes, stock: totalStock({ sizes }) };
  };
  queryClient.setQueriesData<AdminProductPage>({ queryKey: adminProductsKey.lists }, (current) =>
    current ? { ...current, products: current.products.map(withStock) } : current,
  );
  queryClient.setQueryData<AdminProduct>(adminProductsKey.one(productId), (current) =>
    current ? withStock(current) : current,
  );
  void queryClient.invalidateQueries({ queryKey: adminProductsKey.all });
}

/** The product's total stock: the sum of its sizes (back-office.md §3). */
export function totalStock(product: Pick<AdminProduct, 'sizes'>): number {
  return product.sizes.reduce((sum, line) => sum + line.stock, 0);
}

/**
 * Shows a product's new state at once in every cached admin list and its own page; the refetch
 * that follows confirms it.
 */
export function showProductChange(queryClient: QueryClient, product: AdminProduct): void {
  queryClient.setQueriesData<AdminProductPage>({ queryKey: adminProductsKey.lists }, (current) =>
    current
      ? {
          ...current,
          products: current.products.map((p) => (p._id === product._id ? product : p)),
        }
      : current,
  );
  queryClient.setQueryData(adminProductsKey.one(product._id), product);
  void queryClient.invalidateQueries({ queryKey: adminProductsKey.all });
}
