import { createHash } from 'node:crypto';

/**
 * For anonymous catalogue replies. Browsers keep a copy but ask again every time (max-age=0), so a
 * shopper who has just ordered the last unit never sees it in stock from their own cache; the
 * question costs a 304 when nothing changed. Shared caches (a CDN) may answer for 10 seconds.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/**
 * The same for CDNs that read their own field (RFC 9213), with a short grace during which they may
 * answer with the expired copy while fetching a fresh one: browsers never see this directive.
 */
export const CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=20';

/** Replies to signed-in requests are kept by nobody, as before the catalogue had a cache. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

/**
 * A weak validator from the body's hash: weak, because a compressed copy of the same body is the
 * same reply to a cache but not the same bytes.
 */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether If-None-Match names this reply (weak comparison, as RFC 9110 asks for this header). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
