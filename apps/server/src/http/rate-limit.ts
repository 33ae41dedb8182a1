import { AppError } from './errors';
import type { LimitCounter, LimitCounters } from './limit-counters';

export function tooManyAttempts(retryAfter: number): AppError {
  return new AppError(
    429,
    `Too many attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    { retryAfter },
  );
}

/**
 * Counts attempts per key (an address, say) in fixed windows that start with the first attempt.
 * The counts live where `LimitCounters` keeps them: in Redis, shared by every server process, when
 * the shop has one.
 */
export class AttemptLimiter {
  constructor(
    private readonly counter: LimitCounter,
    private readonly refusal: (retryAfter: number) => AppError = tooManyAttempts,
  ) {}

  private refuse(msLeft: number): AppError {
    return this.refusal(Math.ceil(msLeft / 1000));
  }

  /** The 429 to answer, with the seconds to wait, if the window is used up; counts nothing. */
  async refusalFor(key: string): Promise<AppError | undefined> {
    const { counted, msLeft } = await this.counter.read(key);
    return counted >= this.counter.spec.max ? this.refuse(msLeft) : undefined;
  }

  /** Counts one attempt, without refusing it. */
  async count(key: string): Promise<void> {
    await this.counter.add(key);
  }

  /** Checks and counts in one step: for limits on how often something may be done at all. */
  async hit(key: string): Promise<void> {
    const { taken, msLeft } = await this.counter.take(key);
    if (!taken) throw this.refuse(msLeft);
  }

  async forget(key: string): Promise<void> {
    await this.counter.forget(key);
  }
}

export interface FailureLimits {
  /** Names the limit's counts: `login-failures` keeps `login-failures:address` and `:pair`. */
  name: string;
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

  constructor(counters: LimitCounters, limits: FailureLimits) {
    const { name, windowMs } = limits;
    this.pairs = new AttemptLimiter(
      counters.counter({ name: `${name}:pair`, max: limits.perPair, windowMs }),
    );
    this.addresses = new AttemptLimiter(
      counters.counter({ name: `${name}:address`, max: limits.perAddress, windowMs }),
    );
  }

  /** An address never holds a vertical bar, so the pair's key reads back one way only. */
  private static pair(address: string, subject: string): string {
    return `${address}|${subject}`;
  }

  /** Throws 429 while this address, or this address at this subject, has failed too often. */
  async assertAllowed(address: string, subject: string): Promise<void> {
    // Both asked at once, so a slow store is waited for once; the address's refusal comes first.
    const [byAddress, byPair] = await Promise.all([
      this.addresses.refusalFor(address),
      this.pairs.refusalFor(FailureLimiter.pair(address, subject)),
    ]);
    const refusal = byAddress ?? byPair;
    if (refusal) throw refusal;
  }

  async recordFailure(address: string, subject: string): Promise<void> {
    await Promise.all([
      this.addresses.count(address),
      this.pairs.count(FailureLimiter.pair(address, subject)),
    ]);
  }

  async recordSuccess(address: string, subject: string): Promise<void> {
    await this.pairs.forget(FailureLimiter.pair(address, subject));
  }
}
