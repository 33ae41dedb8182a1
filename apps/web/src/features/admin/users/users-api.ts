import { PAGE_SIZE, type AdminUserPage, type ToggleBlockReply } from '@littleloom/shared';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

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
