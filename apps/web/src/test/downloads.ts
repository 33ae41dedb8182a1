import { afterEach, beforeEach, vi } from 'vitest';

/** A file the page would have saved: its object URL and the name it was saved under. */
export interface SavedFile {
  href: string;
  download: string;
}

/**
 * Records the files a page saves, for the tests of one `describe`: jsdom has neither object URLs
 * nor downloads, so each blob handed to `URL.createObjectURL` is kept (its URL is `url`) and each
 * click on a download link is written down instead of followed.
 */
export function recordDownloads(url: string): { saved: SavedFile[]; blobs: Blob[] } {
  const saved: SavedFile[] = [];
  const blobs: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    blobs.length = 0;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return { saved, blobs };
}
