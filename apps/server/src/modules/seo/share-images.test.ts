import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Region } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@littleloom/shared';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { imageFile, multipartBody, pngImage, type FormValue } from '../../testing/multipart';
import { startLocalS3 } from '../../testing/s3';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let categoryId: string;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logDestination: { write: (line) => void logLines.push(line) } },
  );
  admin = bearer(await adminSession(ctx));
  categoryId = await addCategory(ctx.db, 'Girls');
});

afterAll(async () => {
  await ctx.close();
});

const MINT: [number, number, number] = [0x3f, 0xb8, 0xa0];
/** The middle of the square where the product's picture sits. */
const PICTURE_CENTRE = { x: 884, y: 311 };

const fields = (overrides: Record<string, string> = {}): [string, FormValue][] =>
  Object.entries({
    name: 'Rainbow Frock',
    description: 'A twirly cotton frock.',
    category: categoryId,
    price: '899',
    discountPrice: '749.50',
    brand: 'Hopscotch',
    sizes: JSON.stringify([{ size: '2-3Y', stock: 5 }]),
    ...overrides,
  });

/** A product added by the admin with a mint first picture and a yellow second one. */
async function productWithPictures(
  name: string,
  on: { ctx: TestContext; admin: Record<string, string>; categoryId: string } = {
    ctx,
    admin,
    categoryId,
  },
): Promise<Product> {
  const body = multipartBody([
    ...fields({ name, category: on.categoryId }),
    ['image1', imageFile(await pngImage(300, '#3FB8A0'))],
    ['image2', imageFile(await pngImage(300, '#FFC857'))],
  ]);
  const res = await on.ctx.app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: { ...on.admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as Product;
}

async function editProduct(product: Product, overrides: Record<string, string>) {
  const body = multipartBody([
    ...fields({ name: product.name, ...overrides }),
    ['existingImages', JSON.stringify(product.images.map((image) => image.public_id))],
  ]);
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product._id}`,
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const shareImage = (id: string, headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/og/product/${id}.jpg${query}`, headers });

/** How many times the product's share picture has been drawn, as the server logged it. */
const drawings = (productId: string) =>
  logLines
    .map((line) => JSON.parse(line) as { msg?: string; productId?: string })
    .filter((entry) => entry.msg === 'share picture drawn' && entry.productId === productId).length;

const keptFiles = (productId: string) => {
  const folder = path.join(ctx.config.dataDir, 'share-images', productId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function pixelAt(bytes: Buffer, at: { x: number; y: number }) {
  const { data } = await sharp(bytes)
    .extract({ left: at.x, top: at.y, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - expected[index]!) <= 12);

/** Whether any pixel of the area is as dark as the ink the names are written in. */
async function holdsInk(bytes: Buffer, area: Region) {
  const { data, info } = await sharp(bytes)
    .extract(area)
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let at = 0; at < data.length; at += info.channels) {
    if (data[at]! < 90 && data[at + 1]! < 90 && data[at + 2]! < 90) return true;
  }
  return false;
}

describe('the share picture of a product', () => {
  it('is a 1200x630 JPEG of the first picture, with the name and price, cached with an ETag', async () => {
    const product = await productWithPictures('Rainbow Frock');
    const res = await shareImage(product._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=86400',
      'cross-origin-resource-policy': 'cross-origin',
      'content-length': String(res.rawPayload.length),
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{24}"$/);
    const image = await sharp(res.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The mint picture is the first; the yellow one is not drawn.
    expect(near(await pixelAt(res.rawPayload, PICTURE_CENTRE), MINT)).toBe(true);
    // The name and price are drawn in the left column; the top left corner is plain background.
    expect(await holdsInk(res.rawPayload, { left: 72, top: 180, width: 480, height: 300 })).toBe(
      true,
    );
    expect(await holdsInk(res.rawPayload, { left: 0, top: 200, width: 40, height: 200 })).toBe(
      false,
    );
  });

  it('is drawn once per version and kept: the same bytes on later requests, however many at once', async () => {
    const product = await productWithPictures('Cotton Romper');
    const first = await Promise.all([1, 2, 3].map(() => shareImage(product._id)));
    expect(first.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(drawings(product._id)).toBe(1);
    const later = await shareImage(product._id);
    expect(later.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
    expect(first.every((res) => res.rawPayload.equals(later.rawPayload))).toBe(true);
    expect(drawings(product._id)).toBe(1);

    const version = String(later.headers.etag).slice(1, -1);
    expect(keptFiles(product._id)).toEqual([`${version}.jpg`]);
    const unchanged = await shareImage(product._id, { 'if-none-match': `"${version}"` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    // The address with the current version names this drawing for good.
    const pinned = await shareImage(product._id, {}, `?v=${version}`);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pinned.rawPayload.equals(later.rawPayload)).toBe(true);
    const head = await ctx.app.inject({ method: 'HEAD', url: `/og/product/${product._id}.jpg` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(later.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
    expect(drawings(product._id)).toBe(1);
  });

  it('is drawn anew when the admin changes the price, keeping only the latest version', async () => {
    const product = await productWithPictures('Denim Dungarees');
    const before = await shareImage(product._id);
    const oldVersion = String(before.headers.etag).slice(1, -1);

    await editProduct(product, { price: '999', discountPrice: '' });
    const after = await shareImage(product._id);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(drawings(product._id)).toBe(2);
    const newVersion = String(after.headers.etag).slice(1, -1);
    expect(keptFiles(product._id)).toEqual([`${newVersion}.jpg`]);

    // A cache holding the old drawing gets the new one; the old version's address is no
    // longer kept for a year.
    const revalidated = await shareImage(product._id, { 'if-none-match': `"${oldVersion}"` });
    expect(revalidated.statusCode).toBe(200);
    const old = await shareImage(product._id, {}, `?v=${oldVersion}`);
    expect(old.headers['cache-control']).toBe('public, max-age=86400');
    expect(old.rawPayload.equals(after.rawPayload)).toBe(true);

    // Saving what is drawn unchanged (the description) keeps the version.
    await editProduct(product, { price: '999', discountPrice: '', description: 'New words.' });
    expect((await shareImage(product._id)).headers.etag).toBe(after.headers.etag);
    expect(drawings(product._id)).toBe(2);
  });

  it('is not found for unknown, malformed and deleted products, and a deleted one is not kept', async () => {
    for (const id of [randomUUID(), 'not-a-product', '..%2F..%2Fjwt-secret', '']) {
      const res = await shareImage(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/og/product/x.png' })).statusCode).toBe(
      404,
    );

    const product = await productWithPictures('Striped Tee');
    expect((await shareImage(product._id)).statusCode).toBe(200);
    expect(keptFiles(product._id)).toHaveLength(1);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product._id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await shareImage(product._id)).statusCode).toBe(404);
    expect(keptFiles(product._id)).toEqual([]);

    const hiddenCategory = await addCategory(ctx.db, 'Retired', true);
    const inHidden = await addProduct(ctx.db, hiddenCategory, { name: 'Old Frock', price: 500 });
    expect((await shareImage(inHidden)).statusCode).toBe(404);
  });

  it('is the plain card with the name and price for a product without a picture', async () => {
    const bare = await addProduct(ctx.db, categoryId, { name: 'Knitted Cap', price: 349 });
    const res = await shareImage(bare);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(near(await pixelAt(res.rawPayload, PICTURE_CENTRE), MINT)).toBe(false);
    // The name is centred in the middle band.
    expect(await holdsInk(res.rawPayload, { left: 300, top: 200, width: 600, height: 230 })).toBe(
      true,
    );

    // A picture whose file is gone from storage draws the same plain card, never an error.
    const lost = await addProduct(ctx.db, categoryId, {
      name: 'Knitted Cap',
      price: 349,
      images: ['img-no-such-file'],
    });
    const lostCard = await shareImage(lost);
    expect(lostCard.statusCode).toBe(200);
    expect(lostCard.rawPayload.equals(res.rawPayload)).toBe(true);

    const other = await addProduct(ctx.db, categoryId, { name: 'Woollen Mittens', price: 349 });
    expect((await shareImage(other)).rawPayload.equals(res.rawPayload)).toBe(false);
  });
});

describe('the share picture of a product whose pictures are in a bucket', () => {
  it('is drawn from the stored picture read from the bucket', async () => {
    const s3 = await startLocalS3();
    const inBucket = await createTestApp(await s3.createBucket());
    try {
      const on = {
        ctx: inBucket,
        admin: bearer(await adminSession(inBucket)),
        categoryId: await addCategory(inBucket.db, 'Boys'),
      };
      const product = await productWithPictures('Linen Kurta', on);
      const res = await inBucket.app.inject({
        method: 'GET',
        url: `/og/product/${product._id}.jpg`,
      });
      expect(res.statusCode).toBe(200);
      expect(near(await pixelAt(res.rawPayload, PICTURE_CENTRE), MINT)).toBe(true);
    } finally {
      await inBucket.close();
      await s3.stop();
    }
  });
});
