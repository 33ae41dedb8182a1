import type { AddressesReply, AddressFields, AddressReply } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from '../accounts/auth-fetch';
import { ACCOUNT_QUERY_KEY, useShopperId } from '../accounts/use-session';

/**
 * The shopper's saved addresses (storefront.md §7, Addresses). The server acts on the caller's
 * own only; another shopper's id answers 404 'Address not found'.
 */

/** Under the account's prefix, so a logout drops them with the rest of the shopper's data. */
export const addressesQueryKey = (userId: string) =>
  [ACCOUNT_QUERY_KEY, userId, 'addresses'] as const;

/** GET /api/user/address: every saved address, newest first. */
export async function fetchAddresses(signal?: AbortSignal) {
  const reply = await authFetch<AddressesReply>('/api/user/address', { signal });
  return reply.addresses;
}

/** The signed-in shopper's addresses; never asked for a guest, nor while `wanted` is false. */
export function useAddresses(wanted = true) {
  const userId = useShopperId();
  return useQuery({
    queryKey: addressesQueryKey(userId ?? ''),
    queryFn: ({ signal }) => fetchAddresses(signal),
    enabled: userId !== null && wanted,
  });
}

const path = (addressId: string) => `/api/user/address/${encodeURIComponent(addressId)}`;

export const addAddressRequest = (fields: AddressFields) =>
  authFetch<AddressReply>('/api/user/address', { method: 'POST', body: fields });

export const updateAddressRequest = (addressId: string, fields: AddressFields) =>
  authFetch<AddressReply>(path(addressId), { method: 'PUT', body: fields });

export const deleteAddressRequest = (addressId: string) =>
  authFetch<{ success: true; message: string }>(path(addressId), { method: 'DELETE' });
