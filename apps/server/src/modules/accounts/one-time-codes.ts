import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
} from '@littleloom/shared';
import type { Tx } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';

export type CodePurpose = 'register' | 'reset';

export type CodeCheck = { accepted: true } | { accepted: false; error: AppError };

export const CODE_MESSAGES = {
  expired: 'This OTP has expired. Please request a new one.',
  used: 'Too many wrong attempts. Please request a new OTP.',
  wrong: (left: number) => `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`,
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
} as const;

/** The account's codes of one purpose that have not been used or voided. */
const unusedCodes = (userId: string, purpose: CodePurpose) =>
  and(
    eq(oneTimeCodes.userId, userId),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.consumedAt),
  );

/**
 * Six-digit codes, stored only as a keyed hash: a copy of the database does not reveal them. A
 * code is bound to its account and purpose, so a registration code cannot reset a password.
 */
export class OneTimeCodes {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private hash(userId: string, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${userId}:${code}`).digest('hex');
  }

  /** Whether the account has a code of this purpose that could still be used. */
  async hasLiveCode(tx: Tx, userId: string, purpose: CodePurpose): Promise<boolean> {
    const [live] = await tx
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(and(unusedCodes(userId, purpose), gt(oneTimeCodes.expiresAt, this.now())))
      .limit(1);
    return live !== undefined;
  }

  /** Voids every unused code of this purpose. */
  async voidAll(tx: Tx, userId: string, purpose: CodePurpose): Promise<void> {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: this.now() })
      .where(unusedCodes(userId, purpose));
  }

  /**
   * Issues a new code, voiding any earlier one. Call inside a transaction that has locked the
   * account's row, so two requests cannot both pass the resend wait.
   */
  async issue(tx: Tx, userId: string, purpose: CodePurpose): Promise<string> {
    const now = this.now();
    const [last] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (last) {
      const waited = (now.getTime() - last.createdAt.getTime()) / 1000;
      if (waited < OTP_RESEND_SECONDS) {
        const retryAfter = Math.ceil(OTP_RESEND_SECONDS - waited);
        throw new AppError(429, CODE_MESSAGES.wait(retryAfter), { retryAfter });
      }
    }
    await this.voidAll(tx, userId, purpose);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      codeHash: this.hash(userId, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_VALID_MINUTES * 60_000),
    });
    return code;
  }

  /**
   * Checks a code and uses it up when right. A wrong guess counts against the code and the fifth
   * voids it; that count must be kept, so a refusal is returned (for the caller to report after
   * its transaction commits) rather than thrown.
   */
  async consume(tx: Tx, userId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    const [current] = await tx
      .select()
      .from(oneTimeCodes)
      .where(unusedCodes(userId, purpose))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for('update');
    const now = this.now();
    if (!current || current.expiresAt <= now) {
      return { accepted: false, error: badRequest(CODE_MESSAGES.expired) };
    }
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(this.hash(userId, purpose, code), 'hex');
    if (timingSafeEqual(expected, given)) {
      await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, current.id));
      return { accepted: true };
    }
    const attempts = current.failedAttempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({
        failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`,
        ...(attempts >= OTP_MAX_ATTEMPTS ? { consumedAt: now } : {}),
      })
      .where(eq(oneTimeCodes.id, current.id));
    const message =
      attempts >= OTP_MAX_ATTEMPTS
        ? CODE_MESSAGES.used
        : CODE_MESSAGES.wrong(OTP_MAX_ATTEMPTS - attempts);
    return { accepted: false, error: badRequest(message) };
  }
}
