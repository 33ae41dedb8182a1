/** The part of a signed-in shopper the header shows. */
export interface SessionUser {
  name: string;
}

/**
 * The signed-in shopper, or null for a guest.
 *
 * Always null until sign-in lands: the accounts issue replaces the body with the session restored
 * from storage (STORAGE_KEYS). The header already renders a greeting and a profile menu for a
 * non-null user.
 */
export function useSessionUser(): SessionUser | null {
  return null;
}
