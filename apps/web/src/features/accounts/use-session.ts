/** The part of a signed-in shopper the header shows. */
export interface SessionUser {
  name: string;
}

export interface Session {
  /** The signed-in shopper, or null for a guest. */
  user: SessionUser | null;
  logout: () => void;
}

const guestSession: Session = { user: null, logout: () => undefined };

/**
 * The shopper's session as the header needs it.
 *
 * Always a guest until sign-in lands: the accounts issue replaces the body with the session
 * restored from storage (STORAGE_KEYS) and a logout that clears it and goes to /login. The header
 * already renders the greeting and profile menu for a signed-in user.
 */
export function useSession(): Session {
  return guestSession;
}
