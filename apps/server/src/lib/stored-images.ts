// How stored product pictures are named and how large a picture may be decoded: the media module
// writes them, and other readers of the same files (share pictures) must agree with it.

/**
 * Largest picture, in pixels, that an upload may decode to. A small file can hold a huge picture
 * (a 249 kB PNG of 16000 x 16000 took over a second to decode); phone photos stay well below it.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The key of the large (1000 px) copy of a stored image. */
export const largeKey = (id: string) => `${id}-lg.webp`;
