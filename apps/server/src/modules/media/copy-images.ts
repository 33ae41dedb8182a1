import { buffer } from 'node:stream/consumers';
import { forEachConcurrently } from '../../lib/for-each-concurrently';
import type { ImageStorage } from '../../platform/storage';

/** Files sent at a time: each is a round trip to the bucket. */
const COPIES_AT_ONCE = 8;

export interface CopiedImages {
  copied: number;
  /** Already in the target at the same size, so left alone. */
  alreadyThere: number;
}

/**
 * Copies every image of `from` into `to`, skipping those `to` already holds at the same size:
 * keys are unique to their content, so a file of the same key and size is the same file, and a
 * second run copies nothing. A file removed from `from` since it was listed is no longer the
 * shop's and is left out.
 */
export async function copyImages(from: ImageStorage, to: ImageStorage): Promise<CopiedImages> {
  const there = new Map<string, number>();
  for await (const { key, bytes } of to.list()) there.set(key, bytes);
  const counts: CopiedImages = { copied: 0, alreadyThere: 0 };
  await forEachConcurrently(from.list(), COPIES_AT_ONCE, async ({ key, bytes }) => {
    if (there.get(key) === bytes) {
      counts.alreadyThere += 1;
      return;
    }
    const image = await from.get(key);
    if (!image) return;
    await to.put(key, await buffer(image.body));
    counts.copied += 1;
  });
  return counts;
}
