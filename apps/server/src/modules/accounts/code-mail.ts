import { OTP_RESEND_SECONDS } from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { LimitCounters } from '../../http/limit-counters';
import { AttemptLimiter } from '../../http/rate-limit';
import type { MailMessage } from '../../platform/mail';
import type { MailQueue } from '../mail';
import { findAccountByEmail } from './find-account';
import { registrationCodeMail, resetCodeMail } from './mail-templates';
import { CODE_MESSAGES, type CodePurpose, type OneTimeCodes } from './one-time-codes';
import type { UserRow } from './user-view';

/** The mail queue's names for the code mails written at send time. */
const COMPOSERS: Record<CodePurpose, string> = {
  register: 'registration-code',
  reset: 'password-reset-code',
};

export interface CodeMailDeps {
  db: Database;
  codes: OneTimeCodes;
  mail: MailQueue;
  publicUrl: string;
  limits: LimitCounters;
}

/**
 * Mails one-time codes. Resend OTP and Forgot password ask for one with the same wait and the same
 * single insert whatever the e-mail; whether it has an account (and so whether a code is issued
 * and mailed) is decided when the queue writes the mail, off the request path, so neither the
 * reply nor its timing tells which e-mails are known.
 */
export class CodeMail {
  /**
   * One code mail per e-mail a minute, asked for by anyone, counted whether or not the e-mail has
   * an account, and worded as the code's own resend wait is.
   */
  private readonly wait: AttemptLimiter;

  constructor(private readonly deps: CodeMailDeps) {
    this.wait = new AttemptLimiter(
      deps.limits.counter({ name: 'code-mail', max: 1, windowMs: OTP_RESEND_SECONDS * 1000 }),
      // `resendWait` tells this wait from the per-address limits: a code was asked for a moment
      // ago, so the page may go on to take it. Said for every e-mail, known or not.
      (retryAfter) =>
        new AppError(429, CODE_MESSAGES.wait(retryAfter), { retryAfter, resendWait: true }),
    );
    for (const purpose of ['register', 'reset'] as const) {
      deps.mail.registerComposer(COMPOSERS[purpose], this.composer(purpose));
    }
  }

  /** Issues a code and writes its mail, in the caller's transaction (the row is locked). */
  async write(tx: Tx, user: UserRow, purpose: CodePurpose): Promise<MailMessage> {
    const code = await this.deps.codes.issue(tx, user.id, purpose);
    const template = purpose === 'register' ? registrationCodeMail : resetCodeMail;
    return template({ to: user.email, name: user.name, code, publicUrl: this.deps.publicUrl });
  }

  /** Counts a code mailed directly (at registration) against the wait for the next. */
  async countSent(purpose: CodePurpose, email: string): Promise<void> {
    await this.wait.count(`${purpose}:${email}`);
  }

  async request(purpose: CodePurpose, email: string): Promise<void> {
    await this.wait.hit(`${purpose}:${email}`);
    await this.deps.mail.request(this.deps.db, COMPOSERS[purpose], email);
    this.deps.mail.wake();
  }

  /** Writes a requested code mail when its turn comes, if the e-mail is one to send it to. */
  private composer(purpose: CodePurpose) {
    return (email: string) =>
      this.deps.db.transaction(async (tx) => {
        const user = await findAccountByEmail(tx, email, true);
        if (!user || (purpose === 'register' && user.isVerified)) return undefined;
        try {
          return await this.write(tx, user, purpose);
        } catch (error) {
          // Another copy of the server (or one before a restart) mailed a code under a minute ago.
          if (error instanceof AppError && error.statusCode === 429) return undefined;
          throw error;
        }
      });
  }
}
