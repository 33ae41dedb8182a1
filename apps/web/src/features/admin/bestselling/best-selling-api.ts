import type { Product } from '@littleloom/shared';
import { apiFetch } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../admin-api';

/** A product of GET /api/products/best-selling-products, with the units sold. */
export type BestProduct = Product & { productId: string; totalSold: number };

export interface BestCategory {
  categoryId: string;
  categoryName: string;
  categoryImage: string | null;
  totalSold: number;
}

export interface BestBrand {
  brand: string;
  totalSold: number;
}

export const bestSellingKey = {
  products: [...ADMIN_QUERY_KEY, 'best-selling', 'products'] as const,
  categories: [...ADMIN_QUERY_KEY, 'best-selling', 'categories'] as const,
  brands: [...ADMIN_QUERY_KEY, 'best-selling', 'brands'] as const,
};

/** The top ten products by units sold (public figures: the shop's home page reads them too). */
export async function fetchBestProducts(signal?: AbortSignal): Promise<BestProduct[]> {
  const reply = await apiFetch<{ topProducts: BestProduct[] }>(
    '/api/products/best-selling-products',
    { signal },
  );
  return reply.topProducts;
}

export async function fetchBestCategories(signal?: AbortSignal): Promise<BestCategory[]> {
  const reply = await apiFetch<{ topCategories: BestCategory[] }>(
    '/api/products/best-selling-categories',
    { signal },
  );
  return reply.topCategories;
}

export async function fetchBestBrands(signal?: AbortSignal): Promise<BestBrand[]> {
  const reply = await apiFetch<{ topBrands: BestBrand[] }>('/api/products/best-selling-brands', {
    signal,
  });
  return reply.topBrands;
}
