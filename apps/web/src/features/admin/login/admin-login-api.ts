import type { LoginInput } from '@littleloom/shared';
import { apiFetch } from '../../../lib/api';

/** The reply of POST /api/admin/login (back-office.md §7: success, message, token, user). */
export interface AdminLoginReply {
  success: true;
  message: string;
  token: string;
  user: { _id: string; name: string; email: string; role: string };
}

/** Signs an administrator in. Not through adminFetch: a 401 here is wrong credentials, not an ended session. */
export function adminLogin(input: LoginInput): Promise<AdminLoginReply> {
  return apiFetch<AdminLoginReply>('/api/admin/login', { method: 'POST', body: input });
}
