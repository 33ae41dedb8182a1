import { AppError } from './errors';

/**
 * Counts attempts per key (an e-mail address, say) in fixed windows. Kept in memory: with several
 * copies of the server, a shared store (Redis) would take its place behind the same methods.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; throws 429 with the seconds to wait once the window is used up. */
  hit(key: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > this.max) {
      const retryAfter = Math.ceil((window.resetAt - now) / 1000);
      throw tooManyAttempts(retryAfter);
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export function tooManyAttempts(retryAfter: number): AppError {
  return new AppError(
    429,
    `Too many attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    { retryAfter },
  );
}
