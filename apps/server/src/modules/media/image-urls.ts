/** Where the shop itself serves stored images (media routes). */
export const UPLOADS_PATH = '/uploads/';

/**
 * Image URLs as replies carry them: under the shop's own `/uploads/`, or under IMAGE_BASE_URL (a
 * CDN, or the bucket's public address). The database holds no address of where files live:
 * product images are stored as keys, and an order line's picture as `/uploads/<key>` (as it always
 * was), mapped here when a reply is made; so a shop moves from disk to a bucket, or behind a CDN,
 * without rewriting a row.
 */
export class ImageUrls {
  private readonly base: string;

  constructor(publicBaseUrl: string | undefined) {
    this.base =
      publicBaseUrl === undefined ? UPLOADS_PATH : `${publicBaseUrl.replace(/\/+$/, '')}/`;
  }

  /** The public URL of the file under `key`. */
  ofKey(key: string): string {
    return `${this.base}${key}`;
  }

  /** A stored `/uploads/<key>` as its public URL; any other value (an outside URL) as it is. */
  ofStored(stored: string): string {
    return stored.startsWith(UPLOADS_PATH) ? this.ofKey(stored.slice(UPLOADS_PATH.length)) : stored;
  }
}

/** What a row stores where it keeps a picture's address: the path on the shop, never a host. */
export const storedImagePath = (key: string): string => `${UPLOADS_PATH}${key}`;
