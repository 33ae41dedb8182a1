import { organizationStructuredData } from '@littleloom/shared';
import { useShopOrigin } from '../lib/page-from-server';
import { JsonLdScript } from './JsonLdScript';

/**
 * The shop itself for search engines (its knowledge panel): name, address and how to reach it.
 * Pages about the shop carry it (the home page, the seller's details), each once.
 */
export function ShopStructuredData() {
  const origin = useShopOrigin();
  if (origin === undefined) return null;
  return <JsonLdScript data={organizationStructuredData(origin)} />;
}
