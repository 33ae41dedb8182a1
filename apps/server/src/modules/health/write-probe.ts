import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isCannotWrite } from '../../db/errors';
import { writeProbe } from '../../db/schema';
import type { Clock } from '../../platform/clock';

/**
 * How long the last write's outcome stands: health checks, and writing requests while the
 * database cannot write, cost no further write in between.
 */
export const WRITE_PROBE_EVERY_MS = 5_000;

export type WriteState =
  { canWrite: true } | { canWrite: false; why: 'probe' | 'requests'; error?: unknown };

/**
 * Whether the database takes writes now, as /api/health reports it and as writing requests are
 * let through: a database that answers reads but cannot save an order (disk full, out of memory,
 * read only) is not up for a shop. The answer is the outcome of the latest write this process
 * knows of: a request that failed for want of writing, or the probe (an update of write_probe's
 * single row, inserted if absent), made at most every WRITE_PROBE_EVERY_MS however often it is
 * asked. So health turns at the first failed write, and back at the first write that goes through.
 */
export class WriteProbe {
  private last: { state: WriteState; at: number } | undefined;
  private running: Promise<WriteState> | undefined;
  /** Counts failed requests, so a probe that was under way when one failed does not hide it. */
  private failures = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A request failed because the database could not write. */
  sawWriteFailure(): void {
    this.failures += 1;
    this.last = { state: { canWrite: false, why: 'requests' }, at: this.clock().getTime() };
  }

  async check(): Promise<WriteState> {
    if (this.last && this.clock().getTime() - this.last.at < WRITE_PROBE_EVERY_MS) {
      return this.last.state;
    }
    // Health checks and requests arriving together share one probe.
    this.running ??= this.probe().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Whether a request that writes may try: yes unless the latest write failed for want of room,
   * memory or a writable database, and a probe (once its interval is up) does not go through
   * either. A database that does not answer at all is left to fail the request on its own.
   */
  async admitsWrites(): Promise<boolean> {
    if (!this.last || this.last.state.canWrite) return true;
    try {
      return (await this.check()).canWrite;
    } catch {
      return true;
    }
  }

  private async probe(): Promise<WriteState> {
    const startedAt = this.clock().getTime();
    const failuresBefore = this.failures;
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
    // A request that failed while the probe ran is newer news than the probe's own outcome.
    if (this.failures !== failuresBefore && this.last) return this.last.state;
    this.last = { state, at: startedAt };
    return state;
  }
}
