import { STORAGE_KEYS } from '@littleloom/shared';
import type { AccountUser } from '../features/accounts/account-api';
import { restoreSession } from '../features/accounts/session-store';

/** A shopper as the API sends them; tests override what they care about. */
export function makeAccountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  const id = overrides._id ?? overrides.id ?? '00000000-0000-4000-8000-00000000a5a1';
  return {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: null,
    role: 'user',
    avatarUrl: null,
    isVerified: true,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
    _id: id,
    id,
  };
}

/** Arranges a stored session the way a returning shopper's browser has it, then restores it. */
export function signInAs(user: AccountUser = makeAccountUser(), token = 'test-token'): AccountUser {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.setItem(STORAGE_KEYS.userRole, user.role);
  localStorage.setItem(STORAGE_KEYS.userId, user._id);
  restoreSession();
  return user;
}

/** Starts a test as a guest with nothing stored. */
export function resetSession(): void {
  localStorage.clear();
  restoreSession();
}

/** The JSON body a stubbed fetch call was sent with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** /api/config as a local shop answers it (no Google, mail to the outbox, the courier simulator). */
export const LOCAL_CONFIG = {
  success: true,
  currency: 'INR',
  currencySymbol: '₹',
  deliveryFee: 50,
  codLimit: 1000,
  googleClientId: null,
  paymentProvider: 'simulator',
  razorpayKeyId: null,
  devOutbox: true,
  shipping: { courier: 'simulator' },
};
