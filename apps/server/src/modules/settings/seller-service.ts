import { eq } from 'drizzle-orm';
import type {
  IndianState,
  PickupAddress,
  PublicSellerDetails,
  SellerDetails,
} from '@littleloom/shared';
import type { Database, DbOrTx } from '../../db/client';
import { sellerDetails } from '../../db/schema';

type SellerRow = typeof sellerDetails.$inferSelect;

function toDetails(row: SellerRow): SellerDetails {
  return {
    legalName: row.legalName,
    tradeName: row.tradeName,
    address: row.address,
    // Written only through sellerDetailsSchema, which admits the listed states alone.
    state: row.state as IndianState,
    gstin: row.gstin,
    grievanceOfficer: {
      name: row.grievanceOfficerName,
      email: row.grievanceOfficerEmail,
      phone: row.grievanceOfficerPhone,
    },
    pickupAddress: pickupOf(row),
  };
}

/** The pickup address, whose columns are all set or all null (a CHECK keeps them so). */
function pickupOf(row: SellerRow): PickupAddress | null {
  const { pickupPhone, pickupStreet, pickupCity, pickupState, pickupPin } = row;
  if (!pickupPhone || !pickupStreet || !pickupCity || !pickupState || !pickupPin) return null;
  return {
    phone: pickupPhone,
    street: pickupStreet,
    city: pickupCity,
    // Written only through pickupAddressSchema, which admits the listed states alone.
    state: pickupState as IndianState,
    pin: pickupPin,
  };
}

/** The seller's details: one row, kept by administrators, read by invoices and the storefront. */
export class SellerService {
  constructor(private readonly db: Database) {}

  /** The details, or null while nobody has filled them in. */
  async read(db: DbOrTx = this.db): Promise<SellerDetails | null> {
    const [row] = await db.select().from(sellerDetails).where(eq(sellerDetails.id, 1));
    return row ? toDetails(row) : null;
  }

  /**
   * What shoppers are shown: the grievance officer is reached by e-mail, not by phone, and where
   * parcels are collected is the shop's and its couriers' business.
   */
  async readPublic(): Promise<PublicSellerDetails | null> {
    const details = await this.read();
    if (!details) return null;
    const { pickupAddress: _pickup, ...shown } = details;
    const { phone: _phone, ...officer } = details.grievanceOfficer;
    return { ...shown, grievanceOfficer: officer };
  }

  /** The PIN code couriers collect parcels from; null until the pickup address is filled in. */
  async pickupPin(db: DbOrTx = this.db): Promise<string | null> {
    const [row] = await db
      .select({ pin: sellerDetails.pickupPin })
      .from(sellerDetails)
      .where(eq(sellerDetails.id, 1));
    return row?.pin ?? null;
  }

  async save(details: SellerDetails): Promise<SellerDetails> {
    const columns = {
      legalName: details.legalName,
      tradeName: details.tradeName,
      address: details.address,
      state: details.state,
      gstin: details.gstin,
      grievanceOfficerName: details.grievanceOfficer.name,
      grievanceOfficerEmail: details.grievanceOfficer.email,
      grievanceOfficerPhone: details.grievanceOfficer.phone,
      pickupPhone: details.pickupAddress?.phone ?? null,
      pickupStreet: details.pickupAddress?.street ?? null,
      pickupCity: details.pickupAddress?.city ?? null,
      pickupState: details.pickupAddress?.state ?? null,
      pickupPin: details.pickupAddress?.pin ?? null,
    };
    const [row] = await this.db
      .insert(sellerDetails)
      .values({ id: 1, ...columns })
      .onConflictDoUpdate({ target: sellerDetails.id, set: { ...columns, updatedAt: new Date() } })
      .returning();
    return toDetails(row!);
  }
}
