import type { SellerDetails, SellerDetailsReply } from '@littleloom/shared';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

export const settingsKey = {
  seller: [...ADMIN_QUERY_KEY, 'settings', 'seller'] as const,
};

export interface SellerSavedReply {
  success: true;
  message: string;
  seller: SellerDetails;
}

/** GET /api/admin/settings: the seller's details, null until an administrator fills them in. */
export async function fetchSellerSettings(signal?: AbortSignal): Promise<SellerDetails | null> {
  const reply = await adminFetch<SellerDetailsReply>('/api/admin/settings', { signal });
  return reply.seller;
}

/** PUT /api/admin/settings: replaces the seller's details; the reply holds them as kept. */
export function saveSellerSettings(details: SellerDetails): Promise<SellerSavedReply> {
  return adminFetch<SellerSavedReply>('/api/admin/settings', { method: 'PUT', body: details });
}
