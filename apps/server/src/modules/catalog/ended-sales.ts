import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RepeatingPass } from '../../lib/repeating-pass';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

const EVERY_MS = 60_000;

/** A sale whose end has passed, by the database's clock, which every server process shares. */
const endPassed = lte(products.saleEndsAt, sql`now()`);

/**
 * Ends the sales whose end has passed: their sale price and its end are cleared together, so from
 * then on shoppers see and pay the full price (a cart is priced from the product as it is). Every
 * server process runs it each minute and once at start; the clearing is one conditional UPDATE, so
 * each sale is ended once, by whichever process comes first, and the others find nothing left.
 *
 * The products table's trigger (migration 0008) announces the UPDATE, and every process drops
 * what it keeps of the catalogue. That trigger fires for a statement that matched no row too, and
 * a change to products makes every process read its whole collection again; so the UPDATE is sent
 * only after a look along the index of sale ends finds a sale to end.
 */
export class EndedSales {
  private readonly repeating: RepeatingPass;

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  ) {
    this.repeating = new RepeatingPass(() => this.runOnce(), {
      everyMs: EVERY_MS,
      failure: 'ending past sales failed',
      log: this.log,
    });
  }

  start(): void {
    this.repeating.start({ runNow: true });
  }

  /** Starts no further pass, and waits for the one under way to finish. */
  stop(): Promise<void> {
    return this.repeating.stop();
  }

  /** One pass; answers how many sales it ended. */
  async runOnce(): Promise<number> {
    const [due] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(endPassed)
      .limit(1);
    if (!due) return 0;
    const ended = await this.db
      .update(products)
      .set({ discountPricePaise: null, saleEndsAt: null, updatedAt: sql`now()` })
      .where(endPassed)
      .returning({ id: products.id });
    if (ended.length > 0) this.log.info({ ended: ended.length }, 'ended sales past their end');
    return ended.length;
  }
}
