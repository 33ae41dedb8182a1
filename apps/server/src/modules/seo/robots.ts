import { siteBase } from './site-base';
import { SITEMAP_PATH } from './sitemap-service';

/**
 * Pages that are a shopper's own, the back office, the sign-in pages, a mail's unsubscribe page and
 * the API (apps/web/src/app/routes.tsx): nothing a search engine should list. Each is a prefix, so
 * `/orders` also keeps out every order's page and `/profile` the addresses and wallet.
 */
export const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/orders',
  '/profile',
  '/wishlist',
  '/admin',
  '/login',
  '/register',
  '/forgot-password',
  '/unsubscribe',
  '/api/',
];

/**
 * /robots.txt: every crawler may read the storefront but not the private paths, and is told where
 * the sitemap is. The sitemap's address must be absolute, so it is named on the shop's public
 * address (PUBLIC_URL, else the local one the server listens on).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteBase(publicUrl)}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
