import { STORAGE_KEYS } from '@littleloom/shared';
import {
  endSession,
  getSessionSnapshot,
  publishSession,
  storage,
  type SessionUser,
} from './session-store';

function writeUser(store: Storage | undefined, user: SessionUser): void {
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  // storefront.md §3: userRole is 'default' when the user has no role.
  store?.setItem(STORAGE_KEYS.userRole, user.role || 'default');
  const userId = user._id ?? user.id;
  if (userId) store?.setItem(STORAGE_KEYS.userId, userId);
  else store?.removeItem(STORAGE_KEYS.userId);
}

/** Signs in: keeps the token and user and writes all four keys. */
export function startSession(token: string, user: SessionUser): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.token, token);
  writeUser(store, user);
  publishSession({ session: { token, user }, notice: null });
}

/** Replaces the stored user with a fresher copy (after a profile fetch or update). */
export function updateSessionUser(user: SessionUser): void {
  const snapshot = getSessionSnapshot();
  const current = snapshot.session;
  if (!current) return;
  writeUser(storage(), user);
  publishSession({ ...snapshot, session: { token: current.token, user } });
}

/** Shows the 'Account Blocked' notice (a refused sign-in, or a session the admin ended). */
export function showAccountBlocked(): void {
  endSession('blocked');
}

/** The notice has been handled (dialog closed, redirect done). */
export function clearSessionNotice(): void {
  const snapshot = getSessionSnapshot();
  if (snapshot.notice) publishSession({ ...snapshot, notice: null });
}
