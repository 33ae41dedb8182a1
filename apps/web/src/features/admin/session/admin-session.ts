import { STORAGE_KEYS, type Role } from '@littleloom/shared';
import { useSyncExternalStore } from 'react';

/**
 * The administrator's session (back-office.md §3, §4): `adminToken` in localStorage, with
 * `userRole` set to 'admin' beside it, under the spec's keys. It is separate from the shopper's
 * session (`token`, `user`): one person may hold both, and ending one leaves the other alone.
 *
 * Whose role? `userRole` is shared with the shopper's session, which rewrites it on a shopper
 * sign-in ('user') and clears it when the storefront starts without a shopper. Trusting it would
 * end the admin's session on a page reload, so the role that opens the admin area is the one the
 * stored admin token carries (the API's tokens are JWTs with the user's id, role and version,
 * ARCHITECTURE §6). The client only reads it to pick a screen; the server checks the role on
 * every admin call, and a refusal ends this session (admin-api.ts).
 *
 * Everything that changes the session goes through this module, so the guard and the sign-in page
 * see a change at once (another tab's change arrives through the `storage` event).
 */

const ADMIN_ROLE: Role = 'admin';
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, strict settings): then nobody is signed in.
    return undefined;
  }
}

/** The `role` claim of a JWT, read without checking the signature (the server does that). */
export function tokenRole(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims !== 'object' || claims === null || !('role' in claims)) return null;
    return typeof claims.role === 'string' ? claims.role : null;
  } catch {
    return null;
  }
}

/** The admin's bearer token when an admin session is stored; otherwise null. */
export function getAdminToken(): string | null {
  const token = storage()?.getItem(STORAGE_KEYS.adminToken);
  return token && tokenRole(token) === ADMIN_ROLE ? token : null;
}

/** Keeps the session a successful admin sign-in returned. */
export function saveAdminSession(token: string): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.adminToken, token);
  store?.setItem(STORAGE_KEYS.userRole, ADMIN_ROLE);
  notify();
}

/**
 * Ends the admin session: the token goes, and the role too when it is the admin's (a shopper's
 * stored role belongs to the shopper's session and stays).
 */
export function clearAdminSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.adminToken);
  if (store?.getItem(STORAGE_KEYS.userRole) === ADMIN_ROLE) {
    store.removeItem(STORAGE_KEYS.userRole);
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.adminToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The admin token, kept current: null as soon as the session ends anywhere. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, getAdminToken, () => null);
}
