import { AppError } from './errors';

export function tooManyAttempts(retryAfter: number): AppError {
  return new AppError(
    429,
    `Too many attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    { retryAfter },
  );
}

/**
 * Counts attempts per key (an address, say) in fixed windows. Kept in memory: with several copies
 * of the server, a shared store (Redis) would take its place behind the same methods.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly refusal: (retryAfter: number) => AppError = tooManyAttempts,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  private refuse(resetAt: number, now: number): AppError {
    return this.refusal(Math.ceil((resetAt - now) / 1000));
  }

  /** Throws 429 with the seconds to wait if the window is used up; counts nothing. */
  check(key: string): void {
    const now = this.now();
    const window = this.current(key, now);
    if (window && window.count >= this.max) throw this.refuse(window.resetAt, now);
  }

  /** Counts one attempt, without refusing it. */
  count(key: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const window = this.current(key, now);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  /** Checks, then counts: for limits on how often something may be done at all. */
  hit(key: string): void {
    this.check(key);
    this.count(key);
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface FailureLimits {
  /** Failures allowed from one address for one subject (an e-mail, an account) per window. */
  perPair: number;
  /** Failures allowed from one address, whatever the subject, per window. */
  perAddress: number;
  windowMs: number;
}

/**
 * Slows guessing (passwords, codes) without letting a stranger lock the owner out: only failures
 * count, and they count against the address they came from (and that address's tries at one
 * subject), never against the subject alone. A success clears the pair's count.
 */
export class FailureLimiter {
  private readonly pairs: AttemptLimiter;
  private readonly addresses: AttemptLimiter;

  constructor(limits: FailureLimits, now: () => number = Date.now) {
    this.pairs = new AttemptLimiter(limits.perPair, limits.windowMs, tooManyAttempts, now);
    this.addresses = new AttemptLimiter(limits.perAddress, limits.windowMs, tooManyAttempts, now);
  }

  private static pair(address: string, subject: string): string {
    return `${address}\n${subject}`;
  }

  /** Throws 429 while this address, or this address at this subject, has failed too often. */
  assertAllowed(address: string, subject: string): void {
    this.addresses.check(address);
    this.pairs.check(FailureLimiter.pair(address, subject));
  }

  recordFailure(address: string, subject: string): void {
    this.addresses.count(address);
    this.pairs.count(FailureLimiter.pair(address, subject));
  }

  recordSuccess(address: string, subject: string): void {
    this.pairs.forget(FailureLimiter.pair(address, subject));
  }
}
