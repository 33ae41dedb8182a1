import { PAGE_SIZE } from '@littleloom/shared';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

/** A customer as GET /api/admin/users sends it. */
export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  isBlocked: boolean;
  isVerified: boolean;
  createdAt: string;
}

export interface AdminUserPage {
  success: true;
  data: AdminUser[];
  total: number;
  page: number;
  pages: number;
}

export interface ToggleBlockReply {
  success: true;
  /** 'User blocked successfully' or 'User unblocked successfully'. */
  message: string;
  user: AdminUser;
}

export const usersQueryKey = {
  all: [...ADMIN_QUERY_KEY, 'users'] as const,
  page: (page: number) => [...ADMIN_QUERY_KEY, 'users', page] as const,
};

/** One page of customers, newest first (back-office.md §2 User List: 10 per page). */
export function fetchUsers(page: number, signal?: AbortSignal): Promise<AdminUserPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE.adminUsers) });
  return adminFetch<AdminUserPage>(`/api/admin/users?${query}`, { signal });
}

/** Blocks an active customer or unblocks a blocked one (the server toggles). */
export function toggleUserBlock(userId: string): Promise<ToggleBlockReply> {
  return adminFetch<ToggleBlockReply>(`/api/admin/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
  });
}
