import { STORAGE_KEYS } from '@littleloom/shared';

/*
 * The shopper's session: what every page needs at start (restore, read, sign out) lives here, in
 * the first download; signing in and updating the user are in session-writes.ts, which only the
 * lazily loaded account pages use.
 */

/** The signed-in shopper as the server describes them (the fields the storefront reads). */
export interface SessionUser {
  _id?: string;
  id?: string;
  name: string;
  email?: string;
  phone?: string | null;
  role?: string;
  avatarUrl?: string | null;
}

export interface StoredSession {
  token: string;
  user: SessionUser;
}

/**
 * Why a session ended without the shopper asking: the server refused the token (expired, or the
 * password was reset elsewhere), or the account was blocked. The app reacts once, then clears it.
 */
export type SessionNotice = 'expired' | 'blocked';

export interface SessionSnapshot {
  session: StoredSession | null;
  notice: SessionNotice | null;
}

/** The four keys the spec persists (storefront.md §3); the admin token is not ours to touch. */
const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.userRole,
  STORAGE_KEYS.userId,
] as const;

/** Storage can be missing or refuse access (private windows, blocked cookies): act as a guest. */
export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function parseUser(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const user = value as Partial<SessionUser>;
    return typeof user.name === 'string' ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

/** The stored token and user when both are there and readable; otherwise null. */
function readSession(store: Storage | undefined): StoredSession | null {
  const token = store?.getItem(STORAGE_KEYS.token);
  const rawUser = store?.getItem(STORAGE_KEYS.user);
  const user = rawUser ? parseUser(rawUser) : null;
  return token && user ? { token, user } : null;
}

function clearStorage(store: Storage | undefined): void {
  for (const key of SESSION_KEYS) store?.removeItem(key);
}

let snapshot: SessionSnapshot = { session: null, notice: null };
const listeners = new Set<() => void>();

/** Sets the new state and tells every subscriber (session-writes.ts changes it through here). */
export function publishSession(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/**
 * Restores the session from storage (storefront.md §2): the stored token and user, or, if the
 * user cannot be read or either is missing, a guest with the four keys cleared. Runs once when
 * the app starts; tests call it again after arranging storage.
 */
export function restoreSession(): void {
  const store = storage();
  const session = readSession(store);
  if (!session) clearStorage(store);
  publishSession({ session, notice: null });
}

/** Signs out: forgets the token and user and removes the four keys. */
export function endSession(notice: SessionNotice | null = null): void {
  clearStorage(storage());
  publishSession({ session: null, notice });
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

/** The bearer token of the current session, if any. */
export function getSessionToken(): string | undefined {
  return snapshot.session?.token;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Another tab signed in or out: follow it. This only reads (never clears), because the other tab
 * writes its keys one at a time and may be half-way through.
 */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) {
    return;
  }
  publishSession({ ...snapshot, session: readSession(storage()) });
}

if (typeof window !== 'undefined') {
  restoreSession();
  window.addEventListener('storage', onStorage);
}
