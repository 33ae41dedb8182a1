import type { ParcelNextStep, ParcelScanStatus, ParcelStatus } from './parcels';

/** Whether, and how, the shop delivers to a PIN code (GET /api/shipping/serviceability). */
export interface Serviceability {
  pin: string;
  /** A courier takes parcels to it. An order to an address here cannot be placed otherwise. */
  serviceable: boolean;
  /** Cash on delivery is taken there (the shop's own limit on the order's total still applies). */
  cod: boolean;
  /**
   * The shop day (YYYY-MM-DD, in the shop's time zone) a parcel sent today should arrive by; null
   * when not serviceable, or when the shop ships by hand and no courier gives estimates.
   */
  estimatedDelivery: string | null;
}

export interface ServiceabilityReply extends Serviceability {
  success: true;
}

/** One scan of a parcel: where it was and what happened, at the courier's time. */
export interface ParcelScan {
  status: ParcelScanStatus;
  /** `PARCEL_STATUS_LABELS[status]`. */
  label: string;
  /** ISO time of the scan (shown in the shop's time zone). */
  at: string;
  location: string | null;
  /** The courier's own words for the scan, when it gave some. */
  note: string | null;
}

/** A parcel of an order, as the shopper sees it on the order page. */
export interface Parcel {
  _id: string;
  /** The courier company carrying it; null until booked. */
  courier: string | null;
  /** The courier's air waybill number; null until booked. */
  awb: string | null;
  /** Where the courier's own tracking page for the AWB is; null when it has none. */
  trackingUrl: string | null;
  status: ParcelStatus;
  statusLabel: string;
  /** The order items travelling in it. */
  itemIds: string[];
  /** Oldest first. */
  scans: ParcelScan[];
  createdAt: string;
}

/** A scan as the back office sees it: marked when it contradicts where the parcel settled. */
export interface AdminParcelScan extends ParcelScan {
  /** Kept for the admin to look into; it moved no status and no money (`contradictsSettledParcel`). */
  contradicts: boolean;
}

/** A parcel as the back office sees it: what was booked, its papers, and what to do next. */
export interface AdminParcel extends Parcel {
  /** Every scan, those that contradict the parcel's settled state included (the shopper's leave them out). */
  scans: AdminParcelScan[];
  provider: 'shiprocket' | 'simulator';
  /** Rupees the courier collects at the door (0 when prepaid). */
  codAmount: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  /** Why the last booking attempt failed; null otherwise. */
  bookingError: string | null;
  /** The 4×6 in label and the packing slip (PDF); null until booked. */
  labelUrl: string | null;
  packingSlipUrl: string | null;
  nextSteps: ParcelNextStep[];
  /** When the admin asked the courier to try a failed delivery again (ISO), oldest first. */
  reattemptsAsked: string[];
}
