import { COD_LIMIT, DELIVERY_FEE, toPaise, type TrackingStatus } from '@littleloom/shared';
import type { Tx } from '../db/client';
import { orderItems, orders, users, wallets, type AddressSnapshot } from '../db/schema';
import { between, seededRandom } from './seeded-random';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_ORDER_COUNT = 80;
const DEMO_HISTORY_DAYS = 120;

/** Past customers of the demo shop. They sign in with Google only (no password is set). */
export const DEMO_CUSTOMERS: { name: string; email: string; address: AddressSnapshot }[] = [
  [
    'Ananya Sharma',
    'ananya.sharma@example.in',
    '14 Lavelle Road',
    'Bengaluru',
    'Karnataka',
    '560001',
  ],
  [
    'Rohan Mehta',
    'rohan.mehta@example.in',
    '7 Carter Road, Bandra West',
    'Mumbai',
    'Maharashtra',
    '400050',
  ],
  [
    'Priya Iyer',
    'priya.iyer@example.in',
    '22 Besant Nagar 2nd Avenue',
    'Chennai',
    'Tamil Nadu',
    '600090',
  ],
  [
    'Kabir Singh',
    'kabir.singh@example.in',
    'B-41 Greater Kailash I',
    'New Delhi',
    'Delhi',
    '110048',
  ],
  ['Meera Nair', 'meera.nair@example.in', '9 Panampilly Nagar', 'Kochi', 'Kerala', '682036'],
  [
    'Arjun Reddy',
    'arjun.reddy@example.in',
    '3-6-112 Himayatnagar',
    'Hyderabad',
    'Telangana',
    '500029',
  ],
  ['Sana Khan', 'sana.khan@example.in', '18 Park Street', 'Kolkata', 'West Bengal', '700016'],
  [
    'Ishaan Patel',
    'ishaan.patel@example.in',
    '5 CG Road, Navrangpura',
    'Ahmedabad',
    'Gujarat',
    '380009',
  ],
].map(([name, email, street, city, state, zip]) => ({
  name: name!,
  email: email!,
  address: {
    fullname: name!,
    phone: '98' + String(between(seededRandom(email!.length * 7919), 10000000, 99999999)),
    street: street!,
    city: city!,
    state: state!,
    zip: zip!,
    country: 'India',
  },
}));

export interface SellableProduct {
  id: string;
  name: string;
  brand: string;
  unitPricePaise: number;
  image: string | null;
  sizes: string[];
  popularity: number;
}

function pickWeighted<T>(random: () => number, items: T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let target = random() * total;
  for (const item of items) {
    target -= weightOf(item);
    if (target <= 0) return item;
  }
  return items[items.length - 1]!;
}

/**
 * An item's state for an order of this age. Only states that moved no money are used, so the
 * demo wallet ledger stays empty and exact: cancellations only on cash-on-delivery orders, and
 * returns only requested, never refunded.
 */
function trackingFor(random: () => number, ageDays: number, cod: boolean): TrackingStatus {
  const roll = random();
  if (cod && roll < 0.15) return 'CANCELLED';
  if (ageDays < 4) return roll < 0.7 ? 'PENDING' : 'SHIPPED';
  if (ageDays < 14) {
    if (roll < 0.35) return 'SHIPPED';
    return roll < 0.75 ? 'DELIVERED' : 'RETURN_REQUESTED';
  }
  return 'DELIVERED';
}

/** A demo order as written, for the wallet history that pays some of them. */
export interface DemoOrder {
  id: string;
  orderNumber: string;
  userId: string;
  createdAt: Date;
  card: boolean;
  paid: boolean;
  finalPricePaise: number;
}

/** A few months of past orders, so best sellers and reports have something to show. */
export async function seedDemoOrders(
  tx: Tx,
  products: SellableProduct[],
  extraCustomerIds: string[],
  now: Date,
): Promise<DemoOrder[]> {
  const customers = await tx
    .insert(users)
    .values(DEMO_CUSTOMERS.map((c) => ({ name: c.name, email: c.email, isVerified: true })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (customers.length > 0) {
    await tx
      .insert(wallets)
      .values(customers.map((c) => ({ userId: c.id })))
      .onConflictDoNothing();
  }
  const addressByUser = new Map(
    customers.map((c) => [c.id, DEMO_CUSTOMERS.find((d) => d.email === c.email)!.address]),
  );
  const buyers = [...customers.map((c) => c.id), ...extraCustomerIds];
  const sellable = products.filter((p) => p.sizes.length > 0);
  if (buyers.length === 0 || sellable.length === 0) return [];
  const written: DemoOrder[] = [];

  const random = seededRandom(20261122);
  for (let n = 0; n < DEMO_ORDER_COUNT; n++) {
    const userId = buyers[n % buyers.length]!;
    // Skewed towards recent days, as for a shop that is growing.
    const ageDays = Math.floor(DEMO_HISTORY_DAYS * random() ** 1.5);
    const createdAt = new Date(
      now.getTime() - ageDays * DAY_MS - between(random, 0, 12 * 60) * 60_000,
    );
    const chosen = new Map<string, SellableProduct>();
    const lineCount = random() < 0.5 ? 1 : between(random, 2, 3);
    while (chosen.size < lineCount) {
      const product = pickWeighted(random, sellable, (p) => 20 + p.popularity);
      chosen.set(product.id, product);
    }
    const lines = [...chosen.values()].map((product) => ({
      product,
      size: product.sizes[between(random, 0, product.sizes.length - 1)]!,
      quantity: random() < 0.75 ? 1 : 2,
    }));
    const subtotal = lines.reduce((sum, l) => sum + l.product.unitPricePaise * l.quantity, 0);
    const delivery = toPaise(DELIVERY_FEE);
    const finalPrice = subtotal + delivery;
    const cod = finalPrice <= toPaise(COD_LIMIT) && random() < 0.7;
    const statuses = lines.map(() => trackingFor(random, ageDays, cod));
    const remaining = statuses.filter((s) => s !== 'CANCELLED');
    const paid =
      !cod ||
      (remaining.length > 0 &&
        remaining.every((s) => s === 'DELIVERED' || s === 'RETURN_REQUESTED'));
    const address =
      addressByUser.get(userId) ??
      ({
        fullname: 'Asha Demo',
        phone: '9876543210',
        street: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zip: '560001',
        country: 'India',
      } satisfies AddressSnapshot);

    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        paymentMethod: cod ? 'COD' : 'razorpay',
        paymentStatus: paid ? 'Paid' : 'Pending',
        subtotalPaise: subtotal,
        discountPaise: 0,
        deliveryChargePaise: delivery,
        finalPricePaise: finalPrice,
        totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
        address,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    written.push({
      id: order!.id,
      orderNumber: order!.orderNumber,
      userId,
      createdAt,
      card: !cod,
      paid,
      finalPricePaise: finalPrice,
    });
    const deliveredAt = new Date(createdAt.getTime() + 3 * DAY_MS);
    await tx.insert(orderItems).values(
      lines.map((line, i) => ({
        orderId: order!.id,
        productId: line.product.id,
        name: line.product.name,
        brand: line.product.brand,
        image: line.product.image,
        size: line.size,
        quantity: line.quantity,
        unitPricePaise: line.product.unitPricePaise,
        trackingStatus: statuses[i]!,
        deliveredAt:
          statuses[i] === 'DELIVERED' || statuses[i] === 'RETURN_REQUESTED' ? deliveredAt : null,
        createdAt,
        updatedAt: createdAt,
      })),
    );
  }
  return written;
}
