import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Product } from '@littleloom/shared';
import { loadBackupConfig } from '../../config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client';
import { imageStorageFor } from '../../platform/storage';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { imageFile, multipartBody, pngImage } from '../../testing/multipart';
import { createEmptyDatabase } from '../../testing/postgres';
import { startLocalS3, type BucketEnv, type LocalS3 } from '../../testing/s3';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { restoreBackup, RestoreRefused } from './restore-backup';

const postgresUrl = inject('postgresUrl');

/**
 * A shop whose images live in a bucket, backed up from the back office and restored into a fresh
 * shop on another bucket: the backup holds the bucket's images, and the restore puts them into
 * the new shop's bucket, not its data folder.
 */
describe('a backup of a shop whose images are in a bucket', () => {
  let s3: LocalS3;
  let scratch: string;
  let shop: TestContext;
  let source: BucketEnv;
  let product: Product;
  let file: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'littleloom-bucket-backup-'));
    s3 = await startLocalS3();
    source = await s3.createBucket();
    shop = await createTestApp(source);
    const admin = bearer(await adminSession(shop));
    const form = multipartBody([
      ['name', 'Ikat Frock'],
      ['description', 'Handwoven ikat cotton.'],
      ['category', await addCategory(shop.db, 'Frocks')],
      ['price', '1299'],
      ['brand', 'Little Loom'],
      ['sizes', JSON.stringify([{ size: 'M', stock: 4 }])],
      ['image1', imageFile(await pngImage(240, '#C0392B'))],
      ['image2', imageFile(await pngImage(240, '#2E86C1'))],
    ]);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/add',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    product = added.json().product;
    const taken = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: admin,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    file = path.join(shop.config.backups.dir, taken.json().backup.name);
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await s3?.stop();
    await rm(scratch, { recursive: true, force: true });
  });

  /** An empty database to restore into: PostgreSQL when the suites run on it, else embedded. */
  async function emptyTarget(dataDir: string) {
    if (!postgresUrl) {
      return {
        databaseUrl: undefined,
        open: () => openPglite({ dataDir: path.join(dataDir, 'db') }),
        drop: async () => undefined,
      };
    }
    const database = await createEmptyDatabase(postgresUrl);
    return {
      databaseUrl: database.url,
      open: async (): Promise<DatabaseHandle> => openPostgres(database.url, 3),
      drop: () => database.drop(),
    };
  }

  it('restores into a fresh shop on another bucket with the same images, served as before', async () => {
    const sourceKeys = await s3.keys(source.S3_BUCKET);
    expect(sourceKeys).toHaveLength(4);

    const target = await s3.createBucket();
    const dataDir = await mkdtemp(path.join(scratch, 'restored-'));
    const config = loadBackupConfig({ ...target, DATA_DIR: dataDir });
    const into = await emptyTarget(dataDir);
    try {
      const { manifest } = await restoreBackup({
        file,
        dataDir,
        databaseUrl: into.databaseUrl,
        images: await imageStorageFor(config.images.storage),
      });
      expect(manifest.images.files).toBe(4);
      expect(await s3.keys(target.S3_BUCKET)).toEqual(sourceKeys);
      for (const key of sourceKeys) {
        const before = await s3.object(source.S3_BUCKET, key);
        const after = await s3.object(target.S3_BUCKET, key);
        expect(after!.bytes.equals(before!.bytes), key).toBe(true);
        expect(after!.contentType).toBe('image/webp');
      }
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

      const database = await into.open();
      const restored = await createTestApp({ ...target, DATA_DIR: dataDir }, { database });
      try {
        const read = await restored.app.inject({
          method: 'GET',
          url: `/api/products/${product._id}`,
        });
        expect((read.json().product as Product).images).toEqual(product.images);
        for (const image of product.images) {
          const served = await restored.app.inject({ method: 'GET', url: image.url });
          expect(served.statusCode).toBe(200);
          const original = await s3.object(source.S3_BUCKET, image.url.slice('/uploads/'.length));
          expect(served.rawPayload.equals(original!.bytes)).toBe(true);
        }
      } finally {
        await restored.close();
        await database.close();
      }

      // A bucket that holds images already is not restored into.
      const again = restoreBackup({
        file,
        dataDir: await mkdtemp(path.join(scratch, 'again-')),
        databaseUrl: undefined,
        images: await imageStorageFor(config.images.storage),
      });
      await expect(again).rejects.toThrow(RestoreRefused);
      await expect(again).rejects.toThrow(
        `The bucket ${target.S3_BUCKET} at ${s3.endpoint} is not empty`,
      );
    } finally {
      await into.drop();
    }
  });
});
