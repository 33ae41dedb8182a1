import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from './demo-logins';

let adminSession: string | undefined;

/** The admin signs in once per run: sign-ins are rate limited. */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  if (adminSession) return adminSession;
  const reply = await request.post('/api/admin/login', { data: ADMIN });
  expect(reply.status()).toBe(200);
  adminSession = ((await reply.json()) as { token: string }).token;
  return adminSession;
}

/** A product as the storefront's API lists it, with the stock of each size. */
export interface StockedProduct {
  _id: string;
  name: string;
  /** Its colour: lists name the product with it ("Name — Colour"). */
  colour: { name: string } | null;
  sizes: { size: string; stock: number }[];
}

async function setStock(
  request: APIRequestContext,
  productId: string,
  size: string,
  stock: number,
): Promise<void> {
  const reply = await request.put(`/api/admin/products/update-stock/${productId}`, {
    headers: { authorization: `Bearer ${await adminApiToken(request)}` },
    data: { size, stock },
  });
  expect(reply.ok()).toBe(true);
}

/** Stock changed for the running journey, with what it was before. */
let stockToRestore: { productId: string; size: string; stock: number }[] = [];

/**
 * Sets one size's stock through the back office's API, remembering the stock the product was
 * listed with so that `restoreStock` can put it back for the journeys that follow.
 */
export async function setStockForThisJourney(
  request: APIRequestContext,
  product: StockedProduct,
  size: string,
  stock: number,
): Promise<void> {
  const listed = product.sizes.find((candidate) => candidate.size === size);
  if (!listed) throw new Error(`${product.name} has no size ${size}`);
  stockToRestore.push({ productId: product._id, size, stock: listed.stock });
  await setStock(request, product._id, size, stock);
}

/** Puts back every stock changed since the last call, newest change last. */
async function restoreStock(request: APIRequestContext): Promise<void> {
  for (const { productId, size, stock } of stockToRestore) {
    await setStock(request, productId, size, stock);
  }
  stockToRestore = [];
}

/**
 * For a spec whose journeys change stock (setting it, or buying it): after each journey the stock
 * is put back, so the journeys that follow find every product as it was listed.
 */
export function restoreStockAfterEachJourney(): void {
  test.afterEach(async ({ request }) => {
    await restoreStock(request);
  });
}
