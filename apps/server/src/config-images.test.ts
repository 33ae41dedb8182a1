import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBackupConfig, loadConfig } from './config';

const base = {
  JWT_SECRET: 'j'.repeat(32),
  SIMULATOR_SECRET: 's'.repeat(16),
  DATA_DIR: '/srv/little-loom',
};
const store = {
  S3_BUCKET: 'shop-images',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_ACCESS_KEY_ID: 'minio-key',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

describe('where images are kept', () => {
  it('is DATA_DIR/uploads, with URLs on the shop itself, when nothing is set', () => {
    expect(loadConfig(base).images).toEqual({
      storage: { kind: 'disk', dataDir: path.resolve('/srv/little-loom') },
      publicBaseUrl: undefined,
    });
    expect(loadConfig({ ...base, S3_BUCKET: '', IMAGE_BASE_URL: '' }).images.storage.kind).toBe(
      'disk',
    );
  });

  it('is the bucket of S3_BUCKET at S3_ENDPOINT, signed for us-east-1 unless S3_REGION says', () => {
    expect(loadConfig({ ...base, ...store }).images.storage).toEqual({
      kind: 's3',
      bucket: 'shop-images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio-key', secretAccessKey: 'minio-secret' },
    });
    expect(loadConfig({ ...base, ...store, S3_REGION: 'auto' }).images.storage).toMatchObject({
      region: 'auto',
    });
  });

  it('on AWS needs a region and no endpoint, and may leave the keys to a role', () => {
    expect(
      loadConfig({ ...base, S3_BUCKET: 'shop-images', S3_REGION: 'ap-south-1' }).images.storage,
    ).toEqual({
      kind: 's3',
      bucket: 'shop-images',
      endpoint: undefined,
      region: 'ap-south-1',
      credentials: undefined,
    });
  });

  it('takes IMAGE_BASE_URL for reply URLs, with disk or bucket, without its trailing slash', () => {
    const cdn = 'https://cdn.littleloom.in/images/';
    expect(loadConfig({ ...base, IMAGE_BASE_URL: cdn }).images.publicBaseUrl).toBe(
      'https://cdn.littleloom.in/images',
    );
    expect(loadConfig({ ...base, ...store, IMAGE_BASE_URL: cdn }).images.publicBaseUrl).toBe(
      'https://cdn.littleloom.in/images',
    );
  });

  it('refuses an incomplete or wrong setting in one line that names what to set', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [
        { S3_BUCKET: 'shop-images' },
        /S3_BUCKET without S3_ENDPOINT means AWS, which needs S3_REGION/,
      ],
      [
        { ...store, S3_SECRET_ACCESS_KEY: '' },
        /set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/,
      ],
      [
        { S3_BUCKET: 'shop-images', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'only-one' },
        /set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither/,
      ],
      [
        { S3_BUCKET: 'shop-images', S3_ENDPOINT: 'http://127.0.0.1:9000' },
        /S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
      ],
      [
        { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' },
        /S3_ENDPOINT, S3_REGION are set but S3_BUCKET is not/,
      ],
      [{ ...store, S3_BUCKET: 'Shop_Images' }, /S3_BUCKET: expected a bucket name/],
      [{ ...store, S3_ENDPOINT: 'ftp://127.0.0.1' }, /S3_ENDPOINT: expected an http/],
      [{ IMAGE_BASE_URL: 'cdn.littleloom.in' }, /IMAGE_BASE_URL: expected an http/],
    ];
    for (const [env, message] of refusals) {
      for (const load of [loadConfig, loadBackupConfig]) {
        let thrown: Error | undefined;
        try {
          load({ ...base, ...env });
        } catch (error) {
          thrown = error as Error;
        }
        expect(thrown?.message, JSON.stringify(env)).toMatch(/^Invalid configuration: /);
        expect(thrown?.message, JSON.stringify(env)).toMatch(message);
        expect(thrown?.message.includes('\n'), JSON.stringify(env)).toBe(false);
      }
    }
  });

  it('is read the same by the backup, restore and copy commands', () => {
    expect(loadBackupConfig({ ...base, ...store }).images).toEqual(
      loadConfig({ ...base, ...store }).images,
    );
  });
});
