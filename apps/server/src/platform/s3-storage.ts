import { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { ImageStorageSettings } from '../config';
import {
  contentTypeOf,
  IMAGE_CACHE_CONTROL,
  isImageKey,
  type ImageStorage,
  StorageUnreachableError,
  type ListedImage,
  type StoredImage,
} from './image-store';

type BucketSettings = Extract<ImageStorageSettings, { kind: 's3' }>;
/** The SDK's module, loaded when a bucket is configured: a shop on disk never loads it. */
type S3Sdk = typeof ClientS3;

/**
 * Images in an S3-compatible bucket (AWS, MinIO, Cloudflare R2, …), each file an object at the
 * bucket's top under its key. Path-style addresses (`endpoint/bucket/key`) work with every store,
 * where virtual-hosted ones (`bucket.endpoint/key`) need DNS set up for each bucket.
 */
export class S3ImageStorage implements ImageStorage {
  readonly bucket: string;
  /** The store's address as said to people; AWS's regional one when no endpoint is set. */
  readonly endpoint: string;
  readonly location: string;
  private readonly client: ClientS3.S3Client;

  /** Loads the SDK (a third of a second and some 25 MB, spent only by a shop on a bucket). */
  static async open(settings: BucketSettings): Promise<S3ImageStorage> {
    return new S3ImageStorage(settings, await import('@aws-sdk/client-s3'));
  }

  private constructor(
    settings: BucketSettings,
    private readonly sdk: S3Sdk,
  ) {
    // The shop runs on Node 20 with the SDK version it pins; the SDK's notice that later versions
    // will not is for whoever upgrades it, not for the shop's owner at every start.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.bucket = settings.bucket;
    this.endpoint = settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`;
    this.location = `the bucket ${this.bucket} at ${this.endpoint}`;
    this.client = new sdk.S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // The SDK's default checksums (CRC32 trailers on every upload) are refused by several
      // S3-compatible stores; only operations that require one send one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that stops answering fails the request rather than holding it for ever.
      requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    if (!isImageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(key),
        // Read by a CDN or browser that fetches the bucket directly (IMAGE_BASE_URL).
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredImage | null> {
    if (!isImageKey(key)) return null;
    let object;
    try {
      object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
    } catch (error) {
      if (error instanceof this.sdk.S3ServiceException && error.name === 'NoSuchKey') return null;
      throw error;
    }
    if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
      throw new Error(`The bucket ${this.bucket} sent ${key} without a body or its length`);
    }
    return {
      body: object.Body,
      bytes: object.ContentLength,
      contentType: object.ContentType ?? contentTypeOf(key),
      etag: object.ETag ?? `"${key}"`,
      lastModified: object.LastModified ?? new Date(0),
    };
  }

  async remove(key: string): Promise<void> {
    if (!isImageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<ListedImage> {
    for await (const page of this.sdk.paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket },
    )) {
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined && isImageKey(object.Key)) {
          yield { key: object.Key, bytes: object.Size ?? 0 };
        }
      }
    }
  }

  async verify(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new StorageUnreachableError(this.location, bucketFailure(error));
    }
  }
}

/** Why a bucket did not answer, in the store's words or the network's. */
function bucketFailure(error: unknown): string {
  const { name, code, $metadata } = error as {
    name?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket') return 'no such bucket';
  if (status === 403 || name === 'Forbidden' || name === 'AccessDenied') {
    return 'access denied to these keys';
  }
  if (name === 'AbortError' || name === 'TimeoutError') return 'no answer within 10 seconds';
  if (code) return code;
  return status ? `${name ?? 'error'} (HTTP ${status})` : (name ?? String(error));
}
