import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '@littleloom/shared';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { orderItems } from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { imageFile, multipartBody, pngImage } from '../../testing/multipart';
import { placedOrder } from '../../testing/order-journeys';
import { startLocalS3, type BucketEnv, type LocalS3 } from '../../testing/s3';
import { createTestApp, openTestDatabase, type TestContext } from '../../testing/test-app';

const onPostgres = Boolean(inject('postgresUrl'));
const CDN = 'https://images.littleloom.test/shop';

/**
 * Two server processes with data folders of their own, sharing one database and one bucket, as on
 * two machines behind a load balancer. An embedded database belongs to one process, so there the
 * two apps share it; on PostgreSQL each has its own pool.
 */
describe('images in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let bucketEnv: BucketEnv;
  let bucket: string;
  let first: TestContext;
  let second: TestContext;
  let databases: DatabaseHandle[] = [];
  let admin: Record<string, string>;
  let categoryId: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    // One secret for both, so a session from one is good on the other.
    bucketEnv = {
      ...(await s3.createBucket()),
      JWT_SECRET: 'one-secret-for-every-process-of-the-shop',
    };
    bucket = bucketEnv.S3_BUCKET;
    if (onPostgres) {
      first = await createTestApp(bucketEnv);
      databases = [openPostgres(first.databaseUrl!, 5)];
    } else {
      databases = [await openTestDatabase()];
      first = await createTestApp(bucketEnv, { database: databases[0] });
    }
    second = await createTestApp(bucketEnv, { database: databases[0] });
    admin = bearer(await adminSession(first));
    categoryId = await addCategory(first.db, 'Nightwear');
  }, 60_000);

  afterAll(async () => {
    await second?.close();
    if (onPostgres) for (const database of databases) await database.close();
    await first?.close();
    if (!onPostgres) for (const database of databases) await database.close();
    await s3?.stop();
  });

  async function addProduct(on: TestContext, name: string, pictures: Buffer[]): Promise<Product> {
    const form = multipartBody([
      ['name', name],
      ['description', 'Soft cotton, for warm nights.'],
      ['category', categoryId],
      ['price', '649'],
      ['brand', 'Little Loom'],
      ['sizes', JSON.stringify([{ size: 'M', stock: 9 }])],
      ...pictures.map(
        (bytes, i) => [`image${i + 1}`, imageFile(bytes)] as [string, ReturnType<typeof imageFile>],
      ),
    ]);
    const added = await on.app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json().product as Product;
  }

  const keyOf = (url: string) => url.slice('/uploads/'.length);

  it('stores every size in the bucket, typed and cached for a year, and serves it from every process', async () => {
    const product = await addProduct(first, 'Star Pyjamas', [await pngImage(300)]);
    const [image] = product.images;
    expect(image!.url).toMatch(/^\/uploads\/img-[0-9a-f-]+-lg\.webp$/);
    expect(await s3.keys(bucket)).toEqual([keyOf(image!.url), keyOf(image!.thumbnailUrl)].sort());
    const stored = await s3.object(bucket, keyOf(image!.url));
    expect(stored).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });

    // Uploaded through the first process, served by the second, which never saw it.
    const served = await second.app.inject({ method: 'GET', url: image!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(stored!.bytes.length);
    expect(served.rawPayload.equals(stored!.bytes)).toBe(true);

    // A browser asking again with its copy's validator gets a 304 and no bytes.
    const again = await second.app.inject({
      method: 'GET',
      url: image!.url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // HEAD says the size without the bytes.
    const head = await second.app.inject({ method: 'HEAD', url: image!.thumbnailUrl });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(
      (await s3.object(bucket, keyOf(image!.thumbnailUrl)))!.bytes.length,
    );
    expect(head.rawPayload.length).toBe(0);

    // Nothing of it is in either data folder: without the first's, both still serve it.
    await rm(first.config.dataDir, { recursive: true, force: true });
    for (const on of [first, second]) {
      const res = await on.app.inject({ method: 'GET', url: image!.thumbnailUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('removes the objects of an image the admin deletes, through either process', async () => {
    const product = await addProduct(second, 'Moon Nightshirt', [
      await pngImage(200, '#3FB8A0'),
      await pngImage(200, '#F2C14E'),
    ]);
    const [kept, dropped] = product.images;
    const removed = await first.app.inject({
      method: 'POST',
      url: '/api/admin/products/delete-image',
      headers: admin,
      payload: { public_id: dropped!.public_id, productId: product._id },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const keys = await s3.keys(bucket);
    expect(keys).not.toContain(keyOf(dropped!.url));
    expect(keys).not.toContain(keyOf(dropped!.thumbnailUrl));
    expect(keys).toContain(keyOf(kept!.url));
    for (const on of [first, second]) {
      expect((await on.app.inject({ method: 'GET', url: dropped!.url })).statusCode).toBe(404);
      expect((await on.app.inject({ method: 'GET', url: kept!.url })).statusCode).toBe(200);
    }
  });

  it('answers 404 for a key the bucket lacks and for any name the shop does not make', async () => {
    for (const url of [
      '/uploads/img-00000000-0000-0000-0000-000000000000-lg.webp',
      '/uploads/..%2Fjwt-secret',
      '/uploads/%2E%2E/jwt-secret',
      '/uploads/nested/img-a-lg.webp',
      '/uploads/.hidden.webp',
      '/uploads/',
    ]) {
      const res = await second.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('points reply URLs at IMAGE_BASE_URL, while the database keeps addresses that name no host', async () => {
    const product = await addProduct(first, 'Cloud Sleepsuit', [await pngImage(120, '#7A5CFA')]);
    const behindCdn = await createTestApp(
      { ...bucketEnv, IMAGE_BASE_URL: `${CDN}/` },
      { database: databases[0] },
    );
    try {
      const read = await behindCdn.app.inject({
        method: 'GET',
        url: `/api/products/${product._id}`,
      });
      const [image] = (read.json().product as Product).images;
      const key = keyOf(product.images[0]!.url);
      expect(image!.url).toBe(`${CDN}/${key}`);
      // Pages may show pictures from there, and a CDN that copies /uploads may serve them to them.
      expect(read.headers['content-security-policy']).toMatch(
        /img-src 'self' data: blob: https:\/\/images\.littleloom\.test[;\s]/,
      );
      const fromShop = await behindCdn.app.inject({ method: 'GET', url: product.images[0]!.url });
      expect(fromShop.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const withoutCdn = await second.app.inject({ method: 'GET', url: product.images[0]!.url });
      expect(withoutCdn.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(image!.thumbnailUrl).toBe(`${CDN}/${keyOf(product.images[0]!.thumbnailUrl)}`);

      // An order placed behind the CDN stores the shop's own path and replies with the CDN's.
      const { order } = await placedOrder(behindCdn, [{ productId: product._id, quantity: 1 }]);
      const thumbnail = keyOf(product.images[0]!.thumbnailUrl);
      expect(order.items[0]!.image).toBe(`${CDN}/${thumbnail}`);
      expect(order.items[0]!.product.images).toEqual([{ url: `${CDN}/${thumbnail}` }]);
      const [row] = await behindCdn.db
        .select({ image: orderItems.image })
        .from(orderItems)
        .where(eq(orderItems.orderId, order._id));
      expect(row!.image).toBe(`/uploads/${thumbnail}`);

      // The same order read through a process without the CDN points at the shop itself.
      const mine = await second.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order._id}`,
        headers: admin,
      });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(JSON.stringify(mine.json())).toContain(`"image":"/uploads/${thumbnail}"`);
    } finally {
      await behindCdn.close();
    }
  });
});
