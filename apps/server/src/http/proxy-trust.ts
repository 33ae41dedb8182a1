import type { TrustedProxies } from '../config';

/**
 * Fastify's trustProxy for the configured proxies. A hop count trusts the nearest N addresses of
 * the chain (the peer, then X-Forwarded-For from the right), so the client's own address is the
 * one the nearest proxy saw; it is safe only when the shop cannot be reached past the proxies.
 */
export function proxyTrust(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trusted === false) return false;
  if ('hops' in trusted) return (_address, hop) => hop < trusted.hops;
  return trusted.addresses;
}
