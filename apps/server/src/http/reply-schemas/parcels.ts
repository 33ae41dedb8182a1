import { z } from 'zod';
import { PARCEL_NEXT_STEPS, PARCEL_SCAN_STATUSES, PARCEL_STATUSES } from '@littleloom/shared';

const scanSchema = z.object({
  status: z.enum(PARCEL_SCAN_STATUSES),
  label: z.string(),
  at: z.string(),
  location: z.string().nullable(),
  note: z.string().nullable(),
});

/** A parcel as the shopper's order replies carry it (Parcel in packages/shared). */
export const parcelSchema = z.object({
  _id: z.string(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  status: z.enum(PARCEL_STATUSES),
  statusLabel: z.string(),
  itemIds: z.array(z.string()),
  scans: z.array(scanSchema),
  createdAt: z.string(),
});

/** A parcel as the back office's order replies carry it (AdminParcel). */
export const adminParcelSchema = parcelSchema.extend({
  scans: z.array(scanSchema.extend({ contradicts: z.boolean() })),
  provider: z.enum(['shiprocket', 'simulator']),
  codAmount: z.number(),
  weightGrams: z.number(),
  lengthCm: z.number(),
  breadthCm: z.number(),
  heightCm: z.number(),
  bookingError: z.string().nullable(),
  labelUrl: z.string().nullable(),
  packingSlipUrl: z.string().nullable(),
  nextSteps: z.array(z.enum(PARCEL_NEXT_STEPS)),
  reattemptsAsked: z
    .array(z.string())
    .describe('When the courier was asked to try a failed delivery again (ISO), oldest first'),
});
