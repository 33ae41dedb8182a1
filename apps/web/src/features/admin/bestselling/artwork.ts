import brandBabyhug from './art/brand-babyhug.svg';
import brandDefault from './art/brand-default.svg';
import brandHm from './art/brand-hm.svg';
import brandHopscotch from './art/brand-hopscotch.svg';
import categoryBoys from './art/category-boys.svg';
import categoryDefault from './art/category-default.svg';
import categoryGirls from './art/category-girls.svg';
import productDefault from './art/product-default.svg';

/**
 * The dashboard's pictures (back-office.md §2 Best Selling Dashboard): the shop's own drawings,
 * picked by name in lower case, with a default for every other name. The brand badges are
 * wordmark-style tiles drawn for this shop, not the brands' logos.
 */
const CATEGORY_ART: Record<string, string> = {
  boys: categoryBoys,
  girls: categoryGirls,
};

const BRAND_ART: Record<string, string> = {
  babyhug: brandBabyhug,
  'h&m': brandHm,
  hopscotch: brandHopscotch,
};

export const DEFAULT_PRODUCT_ART = productDefault;

export function categoryArt(name: string): string {
  return CATEGORY_ART[name.trim().toLowerCase()] ?? categoryDefault;
}

export function brandArt(brand: string): string {
  return BRAND_ART[brand.trim().toLowerCase()] ?? brandDefault;
}
