import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBackupConfig } from './config';
import { SERVER_ROOT } from './lib/server-root';
import { DiskImageStorage, imageStorageFor } from './platform/storage';
import { startLocalS3, type LocalS3 } from './testing/s3';

// `npm run images:to-bucket` as an owner runs it when moving a shop's images into a bucket.
const ROOT = path.resolve(SERVER_ROOT, '..', '..');

let s3: LocalS3;
let scratch: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  scratch = await mkdtemp(path.join(tmpdir(), 'littleloom-to-bucket-'));
});

afterAll(async () => {
  await s3?.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** The command as scripts/images-to-bucket.mjs runs it, with only this environment. */
async function copyToBucket(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'images-to-bucket.mjs')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: output.trim() };
}

const FILES: Record<string, Buffer> = {
  'img-a-lg.webp': Buffer.from('large picture of a'),
  'img-a-sm.webp': Buffer.from('small a'),
  'img-b-lg.webp': Buffer.from('large picture of b'),
};

describe('npm run images:to-bucket', () => {
  it(
    'copies what the bucket lacks or holds at another size, and a second run copies nothing',
    { timeout: 60_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(scratch, 'shop-'));
      const folder = new DiskImageStorage(dataDir);
      for (const [key, bytes] of Object.entries(FILES)) await folder.put(key, bytes);
      // Not a name the shop gives its files: never served, so not copied.
      await writeFile(path.join(folder.location, 'Notes.TXT'), 'not an image');

      const env = { ...(await s3.createBucket()), DATA_DIR: dataDir };
      const bucket = await imageStorageFor(loadBackupConfig(env).images.storage);
      await bucket.put('img-a-sm.webp', FILES['img-a-sm.webp']!);
      await bucket.put('img-b-lg.webp', Buffer.from('cut short'));

      const first = await copyToBucket(env);
      expect(first.output).toBe(
        `Copied 2 images from ${folder.location} into the bucket ${env.S3_BUCKET} at ${s3.endpoint}; 1 was there already.`,
      );
      expect(first.code).toBe(0);
      expect(await s3.keys(env.S3_BUCKET)).toEqual(Object.keys(FILES).sort());
      for (const [key, bytes] of Object.entries(FILES)) {
        const object = await s3.object(env.S3_BUCKET, key);
        expect(object!.bytes.equals(bytes), key).toBe(true);
        expect(object).toMatchObject({
          contentType: 'image/webp',
          cacheControl: 'public, max-age=31536000, immutable',
        });
      }

      const second = await copyToBucket(env);
      expect(second.output).toBe(
        `Copied 0 images from ${folder.location} into the bucket ${env.S3_BUCKET} at ${s3.endpoint}; 3 were there already.`,
      );
      expect(second.code).toBe(0);
    },
  );

  it(
    'fails in one line without a bucket configured, or with one that does not exist',
    { timeout: 60_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(scratch, 'shop-'));
      await new DiskImageStorage(dataDir).put('img-c-lg.webp', Buffer.from('c'));

      const unset = await copyToBucket({ DATA_DIR: dataDir });
      expect(unset.code).toBe(1);
      expect(unset.output.split('\n')).toHaveLength(1);
      expect(unset.output).toMatch(/^S3_BUCKET is not set: /);

      const env = await s3.createBucket();
      const missing = await copyToBucket({
        ...env,
        S3_BUCKET: 'no-such-bucket',
        DATA_DIR: dataDir,
      });
      expect(missing.code).toBe(1);
      expect(missing.output.split('\n')).toHaveLength(1);
      expect(missing.output).toMatch(
        new RegExp(
          `^Could not copy the images into the bucket no-such-bucket at ${s3.endpoint}: .*bucket does not exist`,
        ),
      );

      const incomplete = await copyToBucket({ S3_BUCKET: 'shop-images', DATA_DIR: dataDir });
      expect(incomplete.code).toBe(1);
      expect(incomplete.output).toMatch(/^Invalid configuration: .*S3_REGION/);
      expect(incomplete.output.split('\n')).toHaveLength(1);
    },
  );
});
