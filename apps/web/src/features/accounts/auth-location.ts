/**
 * What the sign-in pages carry in the router's location state: where the shopper was going when
 * the guard sent them to /login, and an e-mail to fill in (after registration or a reset).
 */
export interface AuthLocationState {
  from?: string;
  email?: string;
}

function field(state: unknown, name: keyof AuthLocationState): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Where to go after signing in: the page the guard stopped, else home. Only paths of this shop
 * count (no '//host' or full URLs), and never back to a sign-in page.
 */
export function returnPath(state: unknown): string {
  const from = field(state, 'from');
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  if (/^\/(login|register)(?:[/?#]|$)/.test(from)) return '/';
  return from;
}

/** The e-mail to fill in on arrival, if one was passed along. */
export function prefillEmail(state: unknown): string {
  return field(state, 'email') ?? '';
}

/** Keeps the return path when moving between /login and /register. */
export function carryReturnPath(state: unknown, extra: AuthLocationState = {}): AuthLocationState {
  const from = field(state, 'from');
  return from ? { from, ...extra } : extra;
}
