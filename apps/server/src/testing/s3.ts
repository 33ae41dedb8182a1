import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './free-port';

/** s3rver checks signatures made with its own keys. */
const S3RVER_KEY = 'S3RVER';

export interface StoredObject {
  bytes: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/** The shop's environment for a bucket of the imitation. */
export interface BucketEnv extends Record<string, string> {
  S3_BUCKET: string;
  S3_ENDPOINT: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
}

export interface LocalS3 {
  endpoint: string;
  /** Creates an empty bucket and gives the shop's environment for it. */
  createBucket(): Promise<BucketEnv>;
  /** The keys in a bucket, sorted. */
  keys(bucket: string): Promise<string[]>;
  /** One object as the bucket holds it, read with a client of its own; undefined when absent. */
  object(bucket: string, key: string): Promise<StoredObject | undefined>;
  stop(): Promise<void>;
}

/**
 * An S3 imitation (s3rver) on 127.0.0.1, keeping its buckets in a folder of its own, which goes
 * when it stops. It speaks the S3 API the AWS SDK speaks, signatures included.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'littleloom-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // As in the shop's own storage (s3-storage.ts): no notice about the SDK's future Node versions.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    endpoint,
    async createBucket() {
      const bucket = `shop-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: S3RVER_KEY,
        S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      };
    },
    async keys(bucket) {
      const listing = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listing.Contents ?? []).map((object) => object.Key!).sort();
    },
    async object(bucket, key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          bytes: Buffer.from(await found.Body!.transformToByteArray()),
          contentType: found.ContentType,
          cacheControl: found.CacheControl,
        };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
