import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ProductImage } from '@littleloom/shared';
import { badRequest } from '../../http/errors';
import type { ImageStorage } from '../../platform/storage';

/** Largest file a person may upload, and how many images a product may have. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 6;

const LARGE_SIZE = 1000;
const THUMBNAIL_SIZE = 400;
/** Formats accepted from people, read from the bytes, never from the name or header. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const largeKey = (id: string) => `${id}-lg.webp`;
const thumbnailKey = (id: string) => `${id}-sm.webp`;

export class MediaService {
  constructor(private readonly storage: ImageStorage) {}

  /** The URLs of a stored image, from its public id. */
  describe(publicId: string): ProductImage {
    return {
      public_id: publicId,
      url: `${this.storage.publicPrefix}${largeKey(publicId)}`,
      thumbnailUrl: `${this.storage.publicPrefix}${thumbnailKey(publicId)}`,
    };
  }

  /** Checks that uploaded bytes are a real image, then stores it. */
  async storeUpload(bytes: Buffer): Promise<ProductImage> {
    if (bytes.length > MAX_IMAGE_BYTES) throw badRequest('Each image must be 5 MB or smaller');
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !UPLOAD_FORMATS.has(format)) {
      throw badRequest('Please upload an image file (JPEG, PNG, WebP, GIF or AVIF)');
    }
    return this.store(bytes);
  }

  /** Re-encodes any image sharp can read (including the seed's own SVG art) to WebP sizes. */
  async store(bytes: Buffer): Promise<ProductImage> {
    const id = `img-${randomUUID()}`;
    const source = sharp(bytes, { failOn: 'error' }).rotate();
    const [large, thumbnail] = await Promise.all([
      source
        .clone()
        .resize(LARGE_SIZE, LARGE_SIZE, { fit: 'cover', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source
        .clone()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    await this.storage.put(largeKey(id), large);
    await this.storage.put(thumbnailKey(id), thumbnail);
    return this.describe(id);
  }

  async remove(publicId: string): Promise<void> {
    await this.storage.remove(largeKey(publicId));
    await this.storage.remove(thumbnailKey(publicId));
  }
}
