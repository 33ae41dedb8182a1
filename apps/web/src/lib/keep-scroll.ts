/**
 * Navigation state that asks the app's scroll restorer (app/routing/ScrollRestorer.tsx) to leave
 * the page where it is: a filter or search change on the same page, not a new page.
 */
export interface KeepScrollState {
  keepScroll: true;
}

/** `state` (if any) with the request to keep the scroll position added. */
export function keepScroll(state?: unknown): KeepScrollState {
  const base = typeof state === 'object' && state !== null ? state : {};
  return { ...base, keepScroll: true };
}

export function wantsScrollKept(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}
