import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isCannotWrite } from '../../db/errors';
import { writeProbe } from '../../db/schema';
import type { Clock } from '../../platform/clock';

/** How long one write probe's answer stands: health checks in between cost no write. */
export const WRITE_PROBE_EVERY_MS = 5_000;
/**
 * How long a request that failed for want of writing keeps health saying so. A full disk can
 * refuse an order (a table that must grow) while the probe's one-row update still fits in place.
 */
export const WRITE_FAILURE_REMEMBERED_MS = 60_000;

export type WriteState =
  { canWrite: true } | { canWrite: false; why: 'probe' | 'requests'; error?: unknown };

/**
 * Whether the database takes writes now, as /api/health reports it: a database that answers reads
 * but cannot save an order (disk full, out of memory, read only) is not up for a shop. At most one
 * write every WRITE_PROBE_EVERY_MS (an update of write_probe's single row, inserted if absent),
 * however often health is asked; requests that fail for want of writing are counted in too.
 */
export class WriteProbe {
  private last: { state: WriteState; at: number } | undefined;
  private running: Promise<WriteState> | undefined;
  private lastFailureAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A request failed because the database could not write. */
  sawWriteFailure(): void {
    this.lastFailureAt = this.clock().getTime();
  }

  async check(): Promise<WriteState> {
    const now = this.clock().getTime();
    if (now - this.lastFailureAt < WRITE_FAILURE_REMEMBERED_MS) {
      return { canWrite: false, why: 'requests' };
    }
    if (this.last && now - this.last.at < WRITE_PROBE_EVERY_MS) return this.last.state;
    // Health checks arriving together share one probe.
    this.running ??= this.probe().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async probe(): Promise<WriteState> {
    let state: WriteState;
    try {
      await this.db
        .insert(writeProbe)
        .values({ id: 1, checkedAt: sql`now()` })
        .onConflictDoUpdate({ target: writeProbe.id, set: { checkedAt: sql`now()` } });
      state = { canWrite: true };
    } catch (error) {
      // Anything else (the database not answering at all) is the read check's to report.
      if (!isCannotWrite(error)) throw error;
      state = { canWrite: false, why: 'probe', error };
    }
    this.last = { state, at: this.clock().getTime() };
    return state;
  }
}
