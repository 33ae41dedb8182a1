import { formatRupees } from '@littleloom/shared';
import { ShopDays } from '../../../lib/shop-days';
import { systemClock } from '../../../platform/clock';
import type { ParcelAddress } from '../../../platform/shipping';

export type { ParcelAddress };

export interface ParcelPaperItem {
  name: string;
  size: string;
  quantity: number;
}

/**
 * Everything the printed papers of one booked parcel say (its shipping label and packing slip),
 * as plain data: whoever prints them gathers it, so the papers never read the database.
 */
export interface ParcelPaper {
  shop: {
    tradeName: string;
    gstin: string | null;
    /** Where the courier collects the parcel, and so where it comes back if undelivered. */
    pickup: ParcelAddress;
  };
  delivery: ParcelAddress;
  orderNumber: string;
  orderedAt: Date;
  courierName: string;
  awb: string;
  /** Cash the courier collects on delivery; 0 when the order is paid already. */
  codPaise: number;
  /** What the goods inside are worth, as declared to the courier. */
  goodsValuePaise: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  items: ParcelPaperItem[];
  /** The shop's time zone (SHOP_TIMEZONE): the order date is the day the shop saw it on. */
  timeZone?: string;
}

export const DEFAULT_PAPER_TIME_ZONE = 'Asia/Kolkata';

export const rupeesOf = (paise: number): string => formatRupees(paise / 100);

/** The order's day as the shop's invoices print it (05 Mar 2026), on the shop's calendar. */
export function orderedOn(paper: ParcelPaper): string {
  const days = new ShopDays(paper.timeZone ?? DEFAULT_PAPER_TIME_ZONE, systemClock);
  return days.dateLabel(paper.orderedAt);
}

/** Couriers weigh and bill parcels in kilograms: 0.35 kg. */
export const weightLabel = (paper: ParcelPaper): string =>
  `${(paper.weightGrams / 1000).toFixed(2)} kg`;

export const dimensionsLabel = (paper: ParcelPaper): string =>
  `${paper.lengthCm} × ${paper.breadthCm} × ${paper.heightCm} cm`;

export const isCashOnDelivery = (paper: ParcelPaper): boolean => paper.codPaise > 0;

export const totalUnits = (paper: ParcelPaper): number =>
  paper.items.reduce((sum, item) => sum + item.quantity, 0);

/** The papers are printed per parcel: a document with nothing to print is a caller's mistake. */
export function assertSomethingToPrint(papers: readonly ParcelPaper[]): void {
  if (papers.length === 0) throw new RangeError('No parcels to print papers for');
}
