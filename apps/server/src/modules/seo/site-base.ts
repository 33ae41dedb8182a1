/**
 * The shop's public address, to which the storefront's paths are added: written as a browser
 * writes it (the host in punycode, unsafe characters percent-encoded), without a closing slash.
 */
export function siteBase(publicUrl: string): string {
  return new URL(publicUrl).href.replace(/\/+$/, '');
}
