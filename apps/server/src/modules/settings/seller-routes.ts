import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INDIAN_STATES, SELLER_MESSAGES, sellerDetailsSchema } from '@littleloom/shared';
import type { SellerService } from './seller-service';

const officer = z.object({ name: z.string(), email: z.string() });
const publicSeller = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  address: z.string(),
  state: z.enum(INDIAN_STATES),
  gstin: z.string().nullable(),
  grievanceOfficer: officer,
});
const pickupAddress = z.object({
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  pin: z.string(),
});
const seller = publicSeller.extend({
  grievanceOfficer: officer.extend({ phone: z.string() }),
  pickupAddress: pickupAddress.nullable(),
});

/**
 * The seller's details: kept by administrators under Settings, shown to everyone without the
 * officer's phone and the pickup address.
 */
export function sellerRoutes(sellers: SellerService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/settings',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: "The seller's details, as invoices print them (null until filled in)",
          security: [{ bearer: [] }],
          response: { 200: z.object({ success: z.literal(true), seller: seller.nullable() }) },
        },
      },
      async () => ({ success: true as const, seller: await sellers.read() }),
    );

    app.put(
      '/admin/settings',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            "Set the seller's details: names, address, state, GSTIN, grievance officer and pickup address",
          security: [{ bearer: [] }],
          body: sellerDetailsSchema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), seller }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: SELLER_MESSAGES.saved,
        seller: await sellers.save(request.body),
      }),
    );

    app.get(
      '/seller',
      {
        config: { access: 'public' },
        schema: {
          tags: ['settings'],
          summary: "The seller's details and grievance officer, for the storefront",
          response: {
            200: z.object({ success: z.literal(true), seller: publicSeller.nullable() }),
          },
        },
      },
      async () => ({ success: true as const, seller: await sellers.readPublic() }),
    );
  };
}
