import { SHOP_DETAILS } from '@littleloom/shared';
import type { Tx } from '../db/client';
import { sellerDetails } from '../db/schema';

/**
 * The demo shop's seller details, so the storefront's Seller details page and the invoices have
 * something to show, and couriers a place to collect parcels from. No GSTIN: a real shop enters its own under Settings, and until then its
 * invoices say they are not tax invoices.
 */
export async function seedDemoSeller(tx: Tx): Promise<void> {
  await tx
    .insert(sellerDetails)
    .values({
      legalName: SHOP_DETAILS.studioName,
      tradeName: 'Little Loom',
      address: SHOP_DETAILS.addressLines.slice(0, 2).join(', '),
      state: 'Karnataka',
      gstin: null,
      grievanceOfficerName: 'Priya Nair',
      grievanceOfficerEmail: SHOP_DETAILS.email,
      grievanceOfficerPhone: '9845012345',
      // Parcels leave from the studio: delivery times are counted from Bengaluru.
      pickupPhone: '9845054321',
      pickupStreet: SHOP_DETAILS.addressLines[0],
      pickupCity: 'Bengaluru',
      pickupState: 'Karnataka',
      pickupPin: '560025',
    })
    .onConflictDoNothing();
}
