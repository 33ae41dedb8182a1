import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, PlacedOrder } from '@littleloom/shared';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { mailbox } from '../../testing/mailbox';
import { multipartBody } from '../../testing/multipart';
import { placedOrder } from '../../testing/order-journeys';
import { orderingShopper } from '../../testing/orders';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
const mail = mailbox();

beforeAll(async () => {
  ctx = await createTestApp({}, { mailer: mail.mailer });
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Girls');
});

afterAll(async () => {
  await ctx.close();
});

let frockCount = 0;
/** One colour of the Blossom frock: the colours of a style share its name. */
const frock = (colour: { name: string; hex: string } | null) =>
  addProduct(ctx.db, categoryId, {
    name: 'Blossom Puff-Sleeve Frock',
    price: 700,
    sizes: [{ size: 'M', stock: 10 }],
    images: [`blossom-${(frockCount += 1)}`],
    ...(colour ? { colour } : {}),
  });

/** The admin's edit form, sent again with only the colour changed. */
async function renameColour(productId: string, colourName: string, colourHex: string) {
  const product = (
    await ctx.app.inject({ method: 'GET', url: `/api/admin/products/${productId}`, headers: admin })
  ).json().product as AdminProduct;
  const body = multipartBody(
    Object.entries({
      name: product.name,
      description: product.description,
      category: product.category._id,
      price: String(product.price),
      brand: product.brand,
      sizes: JSON.stringify(product.sizes),
      existingImages: JSON.stringify(product.images.map((image) => image.public_id)),
      colourName,
      colourHex,
    }),
  );
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${productId}`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().product.colour.name).toBe(colourName);
}

/** Each item's name and colour, by product (the order's items come in no set order). */
const names = (order: PlacedOrder) =>
  Object.fromEntries(
    order.items.map((item) => [item.productId, { name: item.name, colourName: item.colourName }]),
  );

describe('the colour an item was bought in', () => {
  it('is kept with the order, whatever the product’s colour is called later', async () => {
    const rose = await frock({ name: 'Rose', hex: '#d9667f' });
    const sky = await frock({ name: 'Sky', hex: '#7fb3e6' });
    const plain = await frock(null);
    const { buyer, order } = await placedOrder(ctx, [
      { productId: rose, quantity: 1 },
      { productId: sky, quantity: 1 },
      { productId: plain, quantity: 1 },
    ]);
    const bought = {
      [rose]: { name: 'Blossom Puff-Sleeve Frock', colourName: 'Rose' },
      [sky]: { name: 'Blossom Puff-Sleeve Frock', colourName: 'Sky' },
      [plain]: { name: 'Blossom Puff-Sleeve Frock', colourName: null },
    };
    expect(names(order)).toEqual(bought);

    await renameColour(rose, 'Dusty Pink', '#c48a94');

    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/orders/${order._id}`,
      headers: buyer.headers,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(names(own.json().order as PlacedOrder)).toEqual(bought);
    const adminView = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}`,
      headers: admin,
    });
    expect(adminView.statusCode, adminView.body).toBe(200);
    expect(names(adminView.json().order as PlacedOrder)).toEqual(bought);
  });

  it('names each item with its colour in the order’s mails', async () => {
    const rose = await frock({ name: 'Rose', hex: '#d9667f' });
    const sky = await frock({ name: 'Sky', hex: '#7fb3e6' });
    const { buyer, order } = await placedOrder(ctx, [
      { productId: rose, quantity: 1 },
      { productId: sky, quantity: 2 },
    ]);
    const [placed] = await mail.to(ctx, buyer.email, order.orderNumber);
    expect(placed?.text).toContain('1 × Blossom Puff-Sleeve Frock — Rose (M)  ₹700');
    expect(placed?.text).toContain('2 × Blossom Puff-Sleeve Frock — Sky (M)  ₹1,400');

    await renameColour(sky, 'Ocean', '#3b6ea5');
    const skyItem = order.items.find((item) => item.productId === sky)!;
    const shipped = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/item/${skyItem._id}/tracking-status`,
      headers: admin,
      payload: { trackingStatus: 'SHIPPED' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [onItsWay] = await mail.to(ctx, buyer.email, 'is on its way');
    expect(onItsWay?.text).toContain('2 × Blossom Puff-Sleeve Frock — Sky (M)');
    expect(onItsWay?.text).not.toContain('Ocean');
  });

  it('shows on the cart’s lines, from the product as it is now', async () => {
    const rose = await frock({ name: 'Rose', hex: '#d9667f' });
    const plain = await frock(null);
    const shopper = await orderingShopper(ctx, [
      { productId: rose, quantity: 1 },
      { productId: plain, quantity: 1 },
    ]);
    const cart = (await shopper.cart()).json();
    expect(
      cart.data.items.map((item: { product: { colour: unknown } }) => item.product.colour),
    ).toEqual([{ name: 'Rose', hex: '#d9667f' }, null]);
  });
});
