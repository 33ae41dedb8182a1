import { PAGE_SIZE, type Category, type CategoryFields } from '@littleloom/shared';
import { apiFetch } from '../../../lib/api';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

/** A category with its tax and parcel figures, as every category route gives it. */
export type AdminCategory = Category;

export interface AdminCategoryPage {
  success: true;
  message: string;
  data: AdminCategory[];
  total: number;
  page: number;
  pages: number;
}

export interface CategoryReply {
  success: true;
  message: string;
  data: AdminCategory;
}

export const adminCategoriesKey = {
  all: [...ADMIN_QUERY_KEY, 'categories'] as const,
  pages: [...ADMIN_QUERY_KEY, 'categories', 'page'] as const,
  page: (page: number) => [...ADMIN_QUERY_KEY, 'categories', 'page', page] as const,
  active: [...ADMIN_QUERY_KEY, 'categories', 'active'] as const,
};

/** Every category, deleted ones too, oldest first, ten to a page. */
export function fetchCategoryPage(page: number, signal?: AbortSignal): Promise<AdminCategoryPage> {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(PAGE_SIZE.adminCategories),
  });
  return adminFetch<AdminCategoryPage>(`/api/admin/category?${query}`, { signal });
}

/** The categories a product can be put in (public: GET /api/admin/category/active). */
export async function fetchActiveCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const reply = await apiFetch<{ success: boolean; data?: unknown }>('/api/admin/category/active', {
    signal,
  });
  if (!Array.isArray(reply.data)) throw new Error('Invalid category data format');
  return reply.data as AdminCategory[];
}

/** Name, description, tax and parcel figures, as the shared categoryInputSchema gives them. */
export function addCategory(input: CategoryFields) {
  return adminFetch<CategoryReply>('/api/admin/category', { method: 'POST', body: input });
}

export function updateCategory(id: string, input: CategoryFields) {
  return adminFetch<CategoryReply>(`/api/admin/category/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function deleteCategory(id: string) {
  return adminFetch<CategoryReply>(`/api/admin/category/${encodeURIComponent(id)}/delete`, {
    method: 'PUT',
    body: { isDeleted: true },
  });
}

export function restoreCategory(id: string) {
  return adminFetch<CategoryReply>(`/api/admin/category/${encodeURIComponent(id)}/restore`, {
    method: 'PUT',
    body: { isDeleted: false },
  });
}
