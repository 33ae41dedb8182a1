import { inArray } from 'drizzle-orm';
import { orderLineName } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { parcels } from '../../db/schema';
import type { OrderItemRow, OrderReads } from '../orders';
import type { SellerService } from '../settings';
import type { ParcelPaper } from './papers/parcel-papers';
import type { ParcelRow } from './parcel-reads';

/** A booked parcel's papers, and the courier's own label when it printed one. */
export interface BookedPaper {
  paper: ParcelPaper;
  courierLabelUrl: string | null;
}

/**
 * What a booked parcel's label and packing slip say, gathered from the parcel, its order and the
 * shop's details. Parcels not booked yet (no AWB) have no papers and are left out.
 */
export class ParcelPapersSource {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderReads,
    private readonly sellers: SellerService,
    private readonly timeZone: string,
    /** What an item is worth on the papers: its share of what the shopper paid for goods. */
    private readonly itemValuePaise: (item: OrderItemRow) => number,
  ) {}

  async booked(parcelIds: readonly string[]): Promise<BookedPaper[]> {
    if (parcelIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(parcels)
      .where(inArray(parcels.id, [...parcelIds]));
    const booked = parcelIds
      .map((id) => rows.find((row) => row.id === id))
      .filter((row): row is ParcelRow => row !== undefined && row.awb !== null);
    const seller = await this.sellers.read();
    if (booked.length === 0 || !seller?.pickupAddress) return [];
    const orderIds = booked.map((parcel) => parcel.orderId);
    const [orders, items] = await Promise.all([
      this.orders.rowsOf(this.db, orderIds),
      this.orders.itemsOf(this.db, orderIds),
    ]);
    return booked.map((parcel): BookedPaper => {
      const order = orders.find((row) => row.id === parcel.orderId)!;
      const { address } = order;
      const inside = items.filter((item) => item.parcelId === parcel.id);
      const paper: ParcelPaper = {
        shop: {
          tradeName: seller.tradeName,
          gstin: seller.gstin,
          pickup: { name: seller.tradeName, ...seller.pickupAddress! },
        },
        delivery: {
          name: address.fullname,
          phone: address.phone,
          street: address.street,
          city: address.city,
          state: address.state,
          pin: address.zip,
        },
        orderNumber: order.orderNumber,
        orderedAt: order.createdAt,
        courierName: parcel.courierName ?? '',
        awb: parcel.awb!,
        codPaise: parcel.codPaise,
        goodsValuePaise: inside.reduce((sum, item) => sum + this.itemValuePaise(item), 0),
        weightGrams: parcel.weightGrams,
        lengthCm: parcel.lengthCm,
        breadthCm: parcel.breadthCm,
        heightCm: parcel.heightCm,
        items: inside.map((item) => ({
          name: orderLineName(item),
          size: item.size,
          quantity: item.quantity,
        })),
        timeZone: this.timeZone,
      };
      return { paper, courierLabelUrl: parcel.courierLabelUrl };
    });
  }
}
