import { toPaise } from '@littleloom/shared';
import type { Database } from '../db/client';
import {
  categories,
  orderItems,
  orders,
  productImages,
  products,
  productSizes,
} from '../db/schema';

export interface ProductFixture {
  name: string;
  brand?: string;
  price: number;
  discountPrice?: number;
  sizes?: { size: string; stock: number }[];
  createdAt?: Date;
  popularity?: number;
  averageRating?: number;
  isFeatured?: boolean;
  bestseller?: boolean;
  isDeleted?: boolean;
  images?: string[];
  colour?: { name: string; hex: string };
  styleId?: string;
}

export async function addCategory(db: Database, name: string, isDeleted = false): Promise<string> {
  const [row] = await db
    .insert(categories)
    .values({ name, description: `${name} things`, isDeleted })
    .returning({ id: categories.id });
  return row!.id;
}

export async function addProduct(
  db: Database,
  categoryId: string,
  p: ProductFixture,
): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      name: p.name,
      description: `${p.name}, soft and sturdy.`,
      brand: p.brand ?? 'Little Loom',
      categoryId,
      pricePaise: toPaise(p.price),
      discountPricePaise: p.discountPrice === undefined ? null : toPaise(p.discountPrice),
      popularity: p.popularity ?? 0,
      // As if ten buyers' reviews averaged it: the count, total and average agree.
      ...(p.averageRating
        ? {
            reviewCount: 10,
            ratingTotal: Math.round(p.averageRating * 10),
            ratingTenths: Math.round(p.averageRating * 10),
          }
        : {}),
      isFeatured: p.isFeatured ?? false,
      bestseller: p.bestseller ?? false,
      isDeleted: p.isDeleted ?? false,
      colourName: p.colour?.name ?? null,
      colourHex: p.colour?.hex ?? null,
      styleId: p.styleId ?? null,
      ...(p.createdAt ? { createdAt: p.createdAt } : {}),
    })
    .returning({ id: products.id });
  const id = row!.id;
  const sizes = p.sizes ?? [{ size: 'M', stock: 5 }];
  if (sizes.length) {
    await db
      .insert(productSizes)
      .values(sizes.map((s, position) => ({ productId: id, ...s, position })));
  }
  if (p.images?.length) {
    await db
      .insert(productImages)
      .values(p.images.map((storageKey, position) => ({ productId: id, storageKey, position })));
  }
  return id;
}

export interface OrderLineFixture {
  productId: string;
  quantity: number;
  unitPrice?: number;
  status?: (typeof orderItems.$inferInsert)['trackingStatus'];
}

/** A past order written directly, for reading sides (best sellers, reports). */
export async function addOrder(
  db: Database,
  userId: string,
  lines: OrderLineFixture[],
  options: { paymentStatus?: (typeof orders.$inferInsert)['paymentStatus']; createdAt?: Date } = {},
): Promise<string> {
  const subtotal = lines.reduce((sum, l) => sum + toPaise(l.unitPrice ?? 100) * l.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      paymentMethod: 'COD',
      paymentStatus: options.paymentStatus ?? 'Paid',
      subtotalPaise: subtotal,
      deliveryChargePaise: 5000,
      finalPricePaise: subtotal + 5000,
      totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      address: {
        fullname: 'Test',
        phone: '9876543210',
        street: '1 Main Road',
        city: 'Pune',
        state: 'MH',
        zip: '411001',
        country: 'India',
      },
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: l.productId,
      name: 'Snapshot',
      brand: 'Snapshot',
      size: 'M',
      quantity: l.quantity,
      unitPricePaise: toPaise(l.unitPrice ?? 100),
      trackingStatus: l.status ?? 'DELIVERED',
    })),
  );
  return order!.id;
}

/** A valid Indian delivery address, as a shopper would save it. */
export const TEST_ADDRESS = {
  fullname: 'Meera Iyer',
  phone: '9876543210',
  street: '12 Lake View Road',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
} as const;
