import { LRUCache } from 'lru-cache';
import type { Product } from '@littleloom/shared';

/** A thousand products as pages show them: a few megabytes. */
export const PRODUCT_VIEWS_KEPT = 1_000;

/**
 * The products collection pages showed last, as the storefront shows them, so the next page
 * showing them needs no query. The owner forgets a product the moment a change to it (or to its
 * style's other colours, whose swatches it shows) is heard; a view read while any change was
 * being heard is used for its request but not kept, since it may predate the change. When full,
 * the least recently shown go first.
 */
export class KeptProductViews {
  private readonly kept: LRUCache<string, Product>;
  private generation = 0;

  constructor(limit = PRODUCT_VIEWS_KEPT) {
    this.kept = new LRUCache({ max: limit });
  }

  /** The views of `ids`, in their order: those kept, and the rest read with `read`. */
  async views(ids: string[], read: (ids: string[]) => Promise<Product[]>): Promise<Product[]> {
    const found = new Map<string, Product>();
    const missing: string[] = [];
    for (const id of ids) {
      const view = this.kept.get(id);
      if (view) {
        found.set(id, view);
      } else {
        missing.push(id);
      }
    }
    if (missing.length > 0) {
      const generation = this.generation;
      for (const view of await read(missing)) {
        found.set(view._id, view);
        if (generation === this.generation) this.kept.set(view._id, view);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  forget(ids: Iterable<string>): void {
    this.generation += 1;
    for (const id of ids) this.kept.delete(id);
  }

  forgetAll(): void {
    this.generation += 1;
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }
}
