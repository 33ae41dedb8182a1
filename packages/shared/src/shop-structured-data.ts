import { SHOP_NAME } from './constants';
import type { JsonLd } from './json-ld';
import { SHOP_DETAILS } from './shop-details';

/**
 * The shop itself as search engines read it (for its knowledge panel): an online store (the
 * schema.org subtype of Organization Google reads for merchants), its address, and how shoppers
 * reach it. It names no logo: the shop serves its mark only as SVG, and Google wants a raster
 * picture of at least 112×112.
 */
export function organizationStructuredData(origin: string): JsonLd & { '@context': string } {
  const telephone = SHOP_DETAILS.phoneHref.replace(/^tel:/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: SHOP_NAME,
    url: new URL('/', origin).href,
    email: SHOP_DETAILS.email,
    telephone,
    address: { '@type': 'PostalAddress', ...SHOP_DETAILS.postalAddress },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone,
      email: SHOP_DETAILS.email,
      areaServed: SHOP_DETAILS.postalAddress.addressCountry,
    },
  };
}
