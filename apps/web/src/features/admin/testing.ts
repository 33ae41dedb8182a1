import { STORAGE_KEYS } from '@littleloom/shared';
import type { AdminUser, AdminUserPage, Product } from '@littleloom/shared';
import { jsonResponse } from '../../test/fetch-stub';

/** Test helpers for the back office (imported by tests only). */

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the API's (a JWT whose claims carry the role); the signature is fake. */
export function fakeToken(role: 'admin' | 'user' = 'admin'): string {
  const claims = { sub: '00000000-0000-4000-8000-0000000000a1', role, ver: 1 };
  return `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.signature`;
}

/** Stores an admin session the way a sign-in does. */
export function storeAdminSession(token = fakeToken('admin')): string {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.userRole, 'admin');
  return token;
}

/** GET /api/admin/products/list as the back office's product pickers read it: by name or brand. */
export function productListReply(products: readonly Product[], url: URL): Response {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const matching = products.filter(
    (p) => !search || `${p.name} ${p.brand}`.toLowerCase().includes(search),
  );
  return jsonResponse({
    success: true,
    message: 'Products fetched',
    products: matching.slice(0, limit),
    total: matching.length,
    page: 1,
    pages: Math.ceil(matching.length / limit),
  });
}

let sequence = 0;

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Customer ${sequence}`,
    email: `customer${sequence}@example.com`,
    phone: null,
    isBlocked: false,
    isVerified: true,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeUserPage(
  data: AdminUser[],
  overrides: Partial<AdminUserPage> = {},
): AdminUserPage {
  return { success: true, data, total: data.length, page: 1, pages: 1, ...overrides };
}

/** What the admin home (the product list) asks for when a test does not care about products. */
export function emptyProductPage() {
  return { success: true, message: 'Products fetched', products: [], total: 0, page: 1, pages: 0 };
}

/** Answers the product list and the user list, as the shell's first screens need. */
export function adminListsResponse(url: URL, users: AdminUser[] = []): Response {
  return url.pathname === '/api/admin/products/list'
    ? jsonResponse(emptyProductPage())
    : jsonResponse(makeUserPage(users));
}
