import type { Product } from '@littleloom/shared';
import type { Database } from '../../../db/client';
import type { MediaService } from '../../media';
import type { CatalogueChanges } from './catalogue-changes';
import { loadCollectionFacts, type CollectionFacts } from '../facets/collection-facts';
import { refreshStock } from './collection-refresh';
import { KeptProductViews } from './kept-product-views';
import { loadProductViews } from '../product-view';

/**
 * Tables whose changes leave the collection as it was: the orders best sellers are counted from,
 * and the search synonyms (searches are answered by the database).
 */
const TABLES_WITHOUT_FACTS = new Set(['orders', 'order_items', 'search_synonym_groups']);

interface PendingChanges {
  /** Anything may have changed: read every product again. */
  everything: boolean;
  /** Products whose sizes or stock changed. */
  stockOf: Set<string>;
}

/**
 * The collection held in memory (decision 32): every product's facts, read in full the first
 * time they are needed and after a change to products or categories; after an order or a stock
 * edit only the products it names are read again (migration 0020). Beside them, the products last
 * shown, forgotten as soon as a change to them is heard. Before any answer every change committed
 * before the request has been heard and applied; when that cannot be promised there is no answer,
 * and the database is asked instead.
 */
export class CollectionIndex {
  private facts: CollectionFacts | undefined;
  private pending: PendingChanges = { everything: true, stockOf: new Set() };
  private applying: Promise<void> | undefined;
  private readonly kept = new KeptProductViews();

  constructor(
    private readonly db: Database,
    private readonly media: MediaService,
    private readonly changes: CatalogueChanges,
  ) {
    changes.subscribe({
      notify: (payload) => this.changed(payload),
      // Changes may have been missed while not listening.
      listening: (heard) => {
        if (heard) this.changedEverything();
      },
    });
  }

  /** The facts with every change committed before the call applied, or undefined. */
  async current(): Promise<CollectionFacts | undefined> {
    if (!(await this.changes.catchUp())) return undefined;
    try {
      while (this.applying || this.hasPending()) {
        this.applying ??= this.applyPending().finally(() => {
          this.applying = undefined;
        });
        await this.applying;
      }
    } catch {
      // The database could not be read: it answers this request itself, and the next one tries again.
      return undefined;
    }
    return this.facts;
  }

  /** The products as the storefront shows them, in the order of `ids`; ask after `current`. */
  productViews(ids: string[]): Promise<Product[]> {
    return this.kept.views(ids, (missing) => loadProductViews(this.db, this.media, missing));
  }

  private changed(payload: string): void {
    const [table = '', ids] = payload.split(':', 2);
    if (TABLES_WITHOUT_FACTS.has(table)) return;
    if (table === 'product_images') {
      this.kept.forgetAll();
      return;
    }
    if (table === 'product_sizes' && ids !== undefined) {
      const named = ids.split(',').filter(Boolean);
      for (const id of named) this.pending.stockOf.add(id);
      this.forgetWithTheirStyles(named);
      return;
    }
    this.changedEverything();
  }

  private changedEverything(): void {
    this.pending.everything = true;
    this.kept.forgetAll();
  }

  /** Forgets the products and their style's other colours, whose swatches show their stock. */
  private forgetWithTheirStyles(ids: string[]): void {
    const facts = this.facts;
    if (!facts) {
      this.kept.forgetAll();
      return;
    }
    const forgotten = new Set(ids);
    for (const id of ids) {
      const styleId = facts.styleIds[facts.numberOf.get(id) ?? -1];
      for (const sibling of styleId ? (facts.styles.get(styleId) ?? []) : []) {
        forgotten.add(facts.ids[sibling] ?? '');
      }
    }
    this.kept.forget(forgotten);
  }

  private hasPending(): boolean {
    return this.pending.everything || this.pending.stockOf.size > 0;
  }

  private async applyPending(): Promise<void> {
    while (this.hasPending()) {
      const work = this.pending;
      this.pending = { everything: false, stockOf: new Set() };
      try {
        if (work.everything || !this.facts) {
          this.facts = await loadCollectionFacts(this.db);
        } else if (!(await refreshStock(this.db, this.facts, [...work.stockOf]))) {
          this.pending.everything = true;
        }
      } catch (error) {
        this.pending.everything = true;
        throw error;
      }
    }
  }
}
