export interface RestartBackoffSettings {
  /** The wait after a first failure. */
  firstMs: number;
  /** The longest wait, however many failures came before. */
  maxMs: number;
  /** A failure this long after the previous one starts the count again. */
  forgetAfterMs: number;
}

export const WORKER_RESTART_BACKOFF: RestartBackoffSettings = {
  firstMs: 500,
  maxMs: 30_000,
  forgetAfterMs: 60_000,
};

/**
 * How long to wait before starting a worker again after one died: half a second after a lone
 * failure, doubling with each failure that follows within a minute of the last, up to 30 s. A
 * worker that dies as it starts (a bad deploy, a database that refuses it) is then retried a few
 * times a minute instead of in a tight loop that would eat the machine and flood the log.
 */
export class RestartBackoff {
  private streak = 0;
  private lastFailureAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly settings: RestartBackoffSettings = WORKER_RESTART_BACKOFF) {}

  /** A worker failed at `now` (ms): how long to wait before starting the next. */
  delayAfterFailure(now: number): number {
    if (now - this.lastFailureAt > this.settings.forgetAfterMs) this.streak = 0;
    this.lastFailureAt = now;
    this.streak += 1;
    return Math.min(this.settings.maxMs, this.settings.firstMs * 2 ** (this.streak - 1));
  }
}
