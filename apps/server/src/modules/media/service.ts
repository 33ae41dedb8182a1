import { randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import { PRODUCT_MESSAGES, type ProductImage } from '@littleloom/shared';
import { badRequest } from '../../http/errors';
import { largeKey, MAX_IMAGE_PIXELS } from '../../lib/stored-images';
import type { ImageStorage } from '../../platform/storage';
import { ImageUrls, storedImagePath } from './image-urls';

/** Largest file a person may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const LARGE_SIZE = 1000;
const THUMBNAIL_SIZE = 400;
/** Formats accepted from people, read from the bytes, never from the name or header. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** sharp (with libvips) is loaded on the first image, not when the server starts. */
const loadSharp = async () => (await import('sharp')).default;

const thumbnailKey = (id: string) => `${id}-sm.webp`;

export class MediaService {
  constructor(
    private readonly storage: ImageStorage,
    private readonly urls = new ImageUrls(undefined),
  ) {}

  /** The URLs of a stored image, from its public id. */
  describe(publicId: string): ProductImage {
    return {
      public_id: publicId,
      url: this.urls.ofKey(largeKey(publicId)),
      thumbnailUrl: this.urls.ofKey(thumbnailKey(publicId)),
    };
  }

  /** The thumbnail's address as an order line stores it: independent of where files live. */
  storedThumbnail(publicId: string): string {
    return storedImagePath(thumbnailKey(publicId));
  }

  /** A stored address (`storedThumbnail`) as replies carry it. */
  publicUrl(stored: string): string {
    return this.urls.ofStored(stored);
  }

  /** Checks that uploaded bytes are a real image, then stores it. */
  async storeUpload(bytes: Buffer): Promise<ProductImage> {
    if (bytes.length > MAX_IMAGE_BYTES) throw badRequest(PRODUCT_MESSAGES.imageTooLarge);
    let metadata: Metadata | undefined;
    try {
      // Reads the header only: the size is known before anything is decoded.
      const sharp = await loadSharp();
      metadata = await sharp(bytes).metadata();
    } catch {
      metadata = undefined;
    }
    if (!metadata?.format || !UPLOAD_FORMATS.has(metadata.format)) {
      throw badRequest(PRODUCT_MESSAGES.imageType);
    }
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if (pixels > MAX_IMAGE_PIXELS) throw badRequest(PRODUCT_MESSAGES.imageTooManyPixels);
    return this.store(bytes);
  }

  /** A public id for an image about to be stored. */
  newId(): string {
    return `img-${randomUUID()}`;
  }

  /**
   * Re-encodes any image sharp can read (including the seed's own SVG art) to WebP sizes. The
   * seed names its pictures first (`newId`), so its rows can refer to them while they render.
   */
  async store(bytes: Buffer, id = this.newId()): Promise<ProductImage> {
    // sharp's own pixel cap stands behind the check above, for whatever reaches here directly.
    const sharp = await loadSharp();
    const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
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
