import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { users, wallets } from '../../db/schema';
import type { TokenService } from '../../http/auth';
import { AppError, badRequest, forbidden, unauthorized } from '../../http/errors';
import type { LimitCounters } from '../../http/limit-counters';
import { FailureLimiter } from '../../http/rate-limit';
import { isUuid } from '../../lib/uuid';
import type { GoogleTokenVerifier } from '../../platform/identity';
import type { MailQueue } from '../mail';
import { CodeMail } from './code-mail';
import { findAccountByEmail } from './find-account';
import type { OneTimeCodes } from './one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import { toUserView, type UserRow, type UserView } from './user-view';

export const ACCOUNT_MESSAGES = {
  emailTaken: 'User already exists',
  unverified:
    'Please verify your email before logging in. Enter the code we sent you, or resend it.',
  notAdmin: 'Only administrators can sign in here.',
  pendingVerification:
    'This email is already waiting for verification. Enter the code we sent you, or use Resend OTP to get a new one.',
  verified: 'Email verified successfully!',
  verifiedWithoutPassword:
    'Email verified successfully! Someone else also tried to register this email, so its password was removed: set one with Forgot Password before you next log in with your email.',
  resetSent: 'If an account exists for this email, we have sent a code to reset the password.',
  resetDone: 'Password reset successfully. Please log in with your new password.',
  resetRefused: 'This OTP is not valid. Please request a new one.',
  googleUnavailable: 'Google Sign-In is not available.',
  profileUpdated: 'Profile updated successfully',
  userNotFound: 'User not found',
} as const;

export interface SessionReply {
  token: string;
  user: UserView;
}

export interface AccountServiceDeps {
  db: Database;
  tokens: TokenService;
  codes: OneTimeCodes;
  mail: MailQueue;
  google: GoogleTokenVerifier | undefined;
  publicUrl: string;
  /** Where the sign-in, code and code-mail limits are counted. */
  limits: LimitCounters;
}

/** A hash of a random password, checked when no account matches so a miss costs as much as a hit. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

const pendingRefusal = () =>
  new AppError(409, ACCOUNT_MESSAGES.pendingVerification, { pendingVerification: true });

/** Who asks: the client address every limit counts against. */
export type ClientAddress = string;

const FIFTEEN_MINUTES = 15 * 60_000;

export class AccountService {
  /** Wrong passwords, per address and per (address, e-mail): no stranger can lock an owner out. */
  private readonly loginFailures: FailureLimiter;
  /** Wrong codes, likewise; each code also dies after five wrong tries of its own. */
  private readonly codeFailures: FailureLimiter;
  private readonly codeMail: CodeMail;

  constructor(private readonly deps: AccountServiceDeps) {
    const failures = { perPair: 10, perAddress: 30, windowMs: FIFTEEN_MINUTES };
    this.loginFailures = new FailureLimiter(deps.limits, { name: 'login-failures', ...failures });
    this.codeFailures = new FailureLimiter(deps.limits, { name: 'code-failures', ...failures });
    this.codeMail = new CodeMail(deps);
  }

  private async session(user: UserRow): Promise<SessionReply> {
    const token = await this.deps.tokens.sign({
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
    });
    return { token, user: toUserView(user) };
  }

  /**
   * Starts an account and mails its code. While an earlier registration of the e-mail still has
   * a live code, nothing changes (409, pointing to Resend OTP): a stranger cannot swap in their
   * password for the owner to verify into. If they try with another password, the stored one is
   * marked disputed and verification removes it. Once the code has expired, a restart is allowed.
   */
  async register(input: {
    name: string;
    email: string;
    password: string;
  }): Promise<{ userId: string }> {
    const passwordHash = await hashPassword(input.password);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const existing = await findAccountByEmail(tx, input.email, true);
      if (existing?.isVerified) return { refusal: new AppError(409, ACCOUNT_MESSAGES.emailTaken) };
      if (existing && (await this.deps.codes.hasLiveCode(tx, existing.id, 'register'))) {
        const samePassword =
          existing.passwordHash !== null &&
          (await verifyPassword(existing.passwordHash, input.password));
        if (!samePassword) {
          await tx.update(users).set({ passwordDisputed: true }).where(eq(users.id, existing.id));
        }
        return { refusal: pendingRefusal() };
      }
      const [user] = existing
        ? await tx
            .update(users)
            .set({
              name: input.name,
              passwordHash,
              passwordDisputed: false,
              updatedAt: new Date(),
            })
            .where(eq(users.id, existing.id))
            .returning()
        : await tx
            .insert(users)
            .values({ name: input.name, email: input.email, passwordHash })
            // Another registration of this e-mail committed a moment ago: that one is waiting.
            .onConflictDoNothing()
            .returning();
      if (!user) return { refusal: pendingRefusal() };
      await tx.insert(wallets).values({ userId: user.id }).onConflictDoNothing();
      await this.deps.mail.enqueue(tx, await this.codeMail.write(tx, user, 'register'));
      return { userId: user.id };
    });
    // Reported after the transaction, so a disputed password stays marked.
    if (outcome.refusal) throw outcome.refusal;
    // Registering reveals the account anyway; its code goes at once, and Resend waits a minute.
    await this.codeMail.countSent('register', input.email);
    this.deps.mail.wake();
    return { userId: outcome.userId };
  }

  /** The pending account a code step names, by the id registration returned or by e-mail. */
  private async findPending(tx: Tx, who: { userId?: string; email?: string }) {
    if (who.userId !== undefined) {
      if (!isUuid(who.userId)) return undefined;
      const [user] = await tx
        .select()
        .from(users)
        .where(eq(users.id, who.userId))
        .limit(1)
        .for('update');
      return user;
    }
    return who.email === undefined ? undefined : findAccountByEmail(tx, who.email, true);
  }

  async verifyRegistration(
    who: { userId?: string | undefined; email?: string | undefined },
    otp: string,
    address: ClientAddress,
  ): Promise<SessionReply & { message: string; passwordRemoved: boolean }> {
    const subject = who.userId ?? who.email ?? '';
    await this.codeFailures.assertAllowed(address, `verify:${subject}`);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const user = await this.findPending(tx, {
        ...(who.userId !== undefined ? { userId: who.userId } : {}),
        ...(who.email !== undefined ? { email: who.email } : {}),
      });
      if (!user) return { error: badRequest(MSG.otpVerifyFailed) };
      if (user.isVerified)
        return { error: badRequest('This email is already verified. Please log in.') };
      const check = await this.deps.codes.consume(tx, user.id, 'register', otp);
      if (!check.accepted) return { error: check.error };
      // A disputed password may be a stranger's: the owner, who just proved the address, sets one.
      const [verified] = await tx
        .update(users)
        .set({
          isVerified: true,
          updatedAt: new Date(),
          ...(user.passwordDisputed
            ? {
                passwordHash: null,
                passwordDisputed: false,
                tokenVersion: sql`${users.tokenVersion} + 1`,
              }
            : {}),
        })
        .where(eq(users.id, user.id))
        .returning();
      return { user: verified!, disputed: user.passwordDisputed };
    });
    // A refused code is reported after the transaction, so its counted attempt is kept.
    if (outcome.error) {
      await this.codeFailures.recordFailure(address, `verify:${subject}`);
      throw outcome.error;
    }
    await this.codeFailures.recordSuccess(address, `verify:${subject}`);
    return {
      ...(await this.session(outcome.user)),
      message: outcome.disputed
        ? ACCOUNT_MESSAGES.verifiedWithoutPassword
        : ACCOUNT_MESSAGES.verified,
      passwordRemoved: outcome.disputed,
    };
  }

  /**
   * Mails a new registration code if the e-mail is waiting for verification, and answers the
   * same way whether or not it is, in the same time: the mail leaves from the queue.
   */
  async resendRegistrationCode(email: string): Promise<void> {
    await this.codeMail.request('register', email);
  }

  /**
   * Checks e-mail and password; the order of checks keeps unknown e-mails indistinguishable. Only
   * wrong passwords count towards the limits.
   */
  private async checkCredentials(
    email: string,
    password: string,
    address: ClientAddress,
  ): Promise<UserRow> {
    await this.loginFailures.assertAllowed(address, email);
    const user = await findAccountByEmail(this.deps.db, email);
    const passwordOk = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await decoy(), password), false);
    if (!user || !passwordOk) {
      await this.loginFailures.recordFailure(address, email);
      throw unauthorized(MSG.invalidCredentials);
    }
    await this.loginFailures.recordSuccess(address, email);
    if (user.isBlocked) throw forbidden(MSG.accountBlockedText, { userBlocked: true });
    return user;
  }

  async login(email: string, password: string, address: ClientAddress): Promise<SessionReply> {
    const user = await this.checkCredentials(email, password, address);
    if (!user.isVerified) {
      throw new AppError(403, ACCOUNT_MESSAGES.unverified, {
        needsVerification: true,
        userId: user.id,
      });
    }
    return this.session(user);
  }

  async adminLogin(email: string, password: string, address: ClientAddress): Promise<SessionReply> {
    const user = await this.checkCredentials(email, password, address);
    if (user.role !== 'admin') throw forbidden(ACCOUNT_MESSAGES.notAdmin);
    return this.session(user);
  }

  async googleLogin(idToken: string): Promise<SessionReply> {
    if (!this.deps.google) throw badRequest(ACCOUNT_MESSAGES.googleUnavailable);
    const identity = await this.deps.google.verify(idToken);
    if (!identity) throw unauthorized(MSG.googleFailed);
    const user = await this.deps.db.transaction(async (tx) => {
      const [bySubject] = await tx
        .select()
        .from(users)
        .where(eq(users.googleSubject, identity.subject))
        .limit(1)
        .for('update');
      const existing = bySubject ?? (await findAccountByEmail(tx, identity.email, true));
      if (existing) {
        // Google vouches for the address, so it also counts as verified. An account nobody had
        // verified may have been registered by someone else: their password, sessions and code
        // go, and the owner sets a password through a reset if they want one.
        const unclaimed = !existing.isVerified;
        if (unclaimed) await this.deps.codes.voidAll(tx, existing.id, 'register');
        const [linked] = await tx
          .update(users)
          .set({
            googleSubject: identity.subject,
            isVerified: true,
            avatarUrl: existing.avatarUrl ?? identity.picture ?? null,
            updatedAt: new Date(),
            ...(unclaimed
              ? {
                  passwordHash: null,
                  passwordDisputed: false,
                  tokenVersion: sql`${users.tokenVersion} + 1`,
                }
              : {}),
          })
          .where(eq(users.id, existing.id))
          .returning();
        return linked!;
      }
      const [created] = await tx
        .insert(users)
        .values({
          name: identity.name,
          email: identity.email,
          googleSubject: identity.subject,
          avatarUrl: identity.picture ?? null,
          isVerified: true,
        })
        .returning();
      await tx.insert(wallets).values({ userId: created!.id }).onConflictDoNothing();
      return created!;
    });
    if (user.isBlocked) throw forbidden(MSG.accountBlockedText, { userBlocked: true });
    return this.session(user);
  }

  /**
   * Always answers the same way, in the same time, so the reply does not tell whether the e-mail
   * has an account: see CodeMail.
   */
  async requestPasswordReset(email: string): Promise<void> {
    await this.codeMail.request('reset', email);
  }

  async resetPassword(
    email: string,
    otp: string,
    newPassword: string,
    address: ClientAddress,
  ): Promise<void> {
    await this.codeFailures.assertAllowed(address, `reset:${email}`);
    const passwordHash = await hashPassword(newPassword);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const user = await findAccountByEmail(tx, email, true);
      if (!user) return { error: badRequest(ACCOUNT_MESSAGES.resetRefused) };
      const check = await this.deps.codes.consume(tx, user.id, 'reset', otp);
      if (!check.accepted) return { error: check.error };
      // A new token version ends every session opened with the old password.
      await tx
        .update(users)
        .set({
          passwordHash,
          passwordDisputed: false,
          isVerified: true,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      return { error: undefined };
    });
    if (outcome.error) {
      await this.codeFailures.recordFailure(address, `reset:${email}`);
      throw outcome.error;
    }
    await this.codeFailures.recordSuccess(address, `reset:${email}`);
  }

  async getProfile(userId: string): Promise<UserView> {
    const [user] = await this.deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthorized(ACCOUNT_MESSAGES.userNotFound);
    return toUserView(user);
  }

  async updateProfile(
    userId: string,
    changes: {
      name?: string | undefined;
      phone?: string | null | undefined;
      avatarUrl?: string | null | undefined;
    },
  ): Promise<UserView> {
    const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.phone !== undefined) set.phone = changes.phone || null;
    if (changes.avatarUrl !== undefined) set.avatarUrl = changes.avatarUrl || null;
    const [user] = await this.deps.db
      .update(users)
      .set(set)
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw unauthorized(ACCOUNT_MESSAGES.userNotFound);
    return toUserView(user);
  }
}
