import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBackupConfig } from '../config';
import { startLocalS3, type LocalS3 } from '../testing/s3';
import { createTestApp } from '../testing/test-app';
import { DiskImageStorage, imageStorageFor, type ImageStorage } from './storage';

let scratch: string;
let s3: LocalS3;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'littleloom-storage-'));
  s3 = await startLocalS3();
});

afterAll(async () => {
  await s3?.stop();
  await rm(scratch, { recursive: true, force: true });
});

const all = async (storage: ImageStorage) => {
  const found = [];
  for await (const image of storage.list()) found.push(image);
  return found.sort((a, b) => (a.key < b.key ? -1 : 1));
};

const kinds: [string, () => Promise<ImageStorage>][] = [
  ['the data folder', async () => new DiskImageStorage(await mkdtemp(path.join(scratch, 'd-')))],
  [
    'a bucket',
    async () => {
      const env = { ...(await s3.createBucket()), DATA_DIR: scratch };
      return imageStorageFor(loadBackupConfig(env).images.storage);
    },
  ],
];

describe.each(kinds)('image storage in %s', (_, make) => {
  it('keeps, lists, hands back and removes files by key', async () => {
    const storage = await make();
    expect(await all(storage)).toEqual([]);
    await storage.put('img-1-lg.webp', Buffer.from('large one'));
    await storage.put('img-1-sm.webp', Buffer.from('small'));
    expect(await all(storage)).toEqual([
      { key: 'img-1-lg.webp', bytes: 9 },
      { key: 'img-1-sm.webp', bytes: 5 },
    ]);

    const image = await storage.get('img-1-lg.webp');
    expect(image).toMatchObject({ bytes: 9, contentType: 'image/webp' });
    expect(image!.etag).toMatch(/^(W\/)?".+"$/);
    expect((await buffer(image!.body)).toString()).toBe('large one');

    await storage.remove('img-1-lg.webp');
    await storage.remove('img-1-lg.webp');
    expect(await storage.get('img-1-lg.webp')).toBeNull();
    expect((await all(storage)).map((image) => image.key)).toEqual(['img-1-sm.webp']);
  });

  it('finds nothing under a name the shop does not make, and stores nothing under one', async () => {
    const storage = await make();
    for (const key of ['../jwt-secret', '.hidden', 'a/b.webp', 'Upper.webp', '']) {
      expect(await storage.get(key), key).toBeNull();
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/Unsafe storage key/);
    }
    expect(await all(storage)).toEqual([]);
  });
});

describe('the data folder', () => {
  it('lists only finished files the shop named, never one being written', async () => {
    const storage = new DiskImageStorage(await mkdtemp(path.join(scratch, 'd-')));
    await storage.put('img-2-lg.webp', Buffer.from('two'));
    // Written beside and renamed: nothing of the write is left over.
    expect(await readdir(storage.location)).toEqual(['img-2-lg.webp']);
    await writeFile(path.join(storage.location, '.img-3-lg.webp.0a1b2c3d.partial'), 'half');
    await writeFile(path.join(storage.location, 'README.TXT'), 'not the shop’s');
    expect(await all(storage)).toEqual([{ key: 'img-2-lg.webp', bytes: 3 }]);
  });

  it('is served at /uploads/<key> with validators, 304 when the copy is current, 404 when absent', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.app.storage.put('img-4-sm.webp', Buffer.from('four'));
      const served = await ctx.app.inject({ method: 'GET', url: '/uploads/img-4-sm.webp' });
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe('four');
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': '4',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      const again = await ctx.app.inject({
        method: 'GET',
        url: '/uploads/img-4-sm.webp',
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      for (const url of ['/uploads/img-5-sm.webp', '/uploads/..%2Fjwt-secret']) {
        const missing = await ctx.app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
      }
    } finally {
      await ctx.close();
    }
  });
});
