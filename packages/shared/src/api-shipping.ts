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
