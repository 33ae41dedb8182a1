import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@littleloom/shared';
import type { Database, Tx } from '../../db/client';
import { users, wallets } from '../../db/schema';
import type { TokenService } from '../../http/auth';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../http/errors';
import { AttemptLimiter } from '../../http/rate-limit';
import { isUuid } from '../../lib/uuid';
import type { GoogleTokenVerifier } from '../../platform/identity';
import type { Mailer } from '../../platform/mail';
import { registrationCodeMail, resetCodeMail } from './mail-templates';
import type { OneTimeCodes } from './one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import { toUserView, type UserRow, type UserView } from './user-view';

export const ACCOUNT_MESSAGES = {
  emailTaken: 'User already exists',
  unverified:
    'Please verify your email before logging in. Enter the code we sent you, or resend it.',
  notAdmin: 'Only administrators can sign in here.',
  noPendingVerification: 'There is no account waiting for verification with this email.',
  verified: 'Email verified successfully!',
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
  mailer: Mailer;
  google: GoogleTokenVerifier | undefined;
  publicUrl: string;
}

/** A hash of a random password, checked when no account matches so a miss costs as much as a hit. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export class AccountService {
  /** Attempts per e-mail address, whatever address they come from. */
  private readonly loginLimiter = new AttemptLimiter(10, 15 * 60_000);
  private readonly codeLimiter = new AttemptLimiter(10, 15 * 60_000);
  /** Forgot-password requests for addresses with no account still wait, so the wait reveals nothing. */
  private readonly forgotLimiter = new AttemptLimiter(1, 60_000);

  constructor(private readonly deps: AccountServiceDeps) {}

  private async findByEmail(
    db: Database | Tx,
    email: string,
    lock = false,
  ): Promise<UserRow | undefined> {
    const query = db.select().from(users).where(byEmail(email)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  private async session(user: UserRow): Promise<SessionReply> {
    const token = await this.deps.tokens.sign({
      sub: user.id,
      role: user.role,
      ver: user.tokenVersion,
    });
    return { token, user: toUserView(user) };
  }

  async register(input: {
    name: string;
    email: string;
    password: string;
  }): Promise<{ userId: string }> {
    const passwordHash = await hashPassword(input.password);
    const { user, code } = await this.deps.db.transaction(async (tx) => {
      const existing = await this.findByEmail(tx, input.email, true);
      if (existing?.isVerified) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      // An unverified sign-up may be started again: the newest name and password win.
      const [user] = existing
        ? await tx
            .update(users)
            .set({ name: input.name, passwordHash, updatedAt: new Date() })
            .where(eq(users.id, existing.id))
            .returning()
        : await tx
            .insert(users)
            .values({ name: input.name, email: input.email, passwordHash })
            .returning();
      if (!user) throw new Error('account was not written');
      await tx.insert(wallets).values({ userId: user.id }).onConflictDoNothing();
      const code = await this.deps.codes.issue(tx, user.id, 'register');
      return { user, code };
    });
    await this.deps.mailer.send(
      registrationCodeMail({
        to: user.email,
        name: user.name,
        code,
        publicUrl: this.deps.publicUrl,
      }),
    );
    return { userId: user.id };
  }

  async verifyRegistration(userId: string, otp: string): Promise<SessionReply> {
    if (!isUuid(userId)) throw badRequest(MSG.otpVerifyFailed);
    this.codeLimiter.hit(`verify:${userId}`);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
        .for('update');
      if (!user) return { error: badRequest(MSG.otpVerifyFailed) };
      if (user.isVerified)
        return { error: badRequest('This email is already verified. Please log in.') };
      const check = await this.deps.codes.consume(tx, user.id, 'register', otp);
      if (!check.accepted) return { error: check.error };
      const [verified] = await tx
        .update(users)
        .set({ isVerified: true, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return { user: verified };
    });
    // A refused code is reported after the transaction, so its counted attempt is kept.
    if (outcome.error) throw outcome.error;
    return this.session(outcome.user!);
  }

  async resendRegistrationCode(email: string): Promise<void> {
    this.codeLimiter.hit(`resend:${email}`);
    const sent = await this.deps.db.transaction(async (tx) => {
      const user = await this.findByEmail(tx, email, true);
      if (!user || user.isVerified) throw badRequest(ACCOUNT_MESSAGES.noPendingVerification);
      return { user, code: await this.deps.codes.issue(tx, user.id, 'register') };
    });
    await this.deps.mailer.send(
      registrationCodeMail({
        to: sent.user.email,
        name: sent.user.name,
        code: sent.code,
        publicUrl: this.deps.publicUrl,
      }),
    );
  }

  /** Checks e-mail and password; the order of checks keeps unknown e-mails indistinguishable. */
  private async checkCredentials(email: string, password: string): Promise<UserRow> {
    this.loginLimiter.hit(email);
    const user = await this.findByEmail(this.deps.db, email);
    const passwordOk = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : (await verifyPassword(await decoy(), password), false);
    if (!user || !passwordOk) throw unauthorized(MSG.invalidCredentials);
    if (user.isBlocked) throw forbidden(MSG.accountBlockedText, { userBlocked: true });
    return user;
  }

  async login(email: string, password: string): Promise<SessionReply> {
    const user = await this.checkCredentials(email, password);
    if (!user.isVerified) {
      throw new AppError(403, ACCOUNT_MESSAGES.unverified, {
        needsVerification: true,
        userId: user.id,
      });
    }
    return this.session(user);
  }

  async adminLogin(email: string, password: string): Promise<SessionReply> {
    const user = await this.checkCredentials(email, password);
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
      const existing = bySubject ?? (await this.findByEmail(tx, identity.email, true));
      if (existing) {
        // Google vouches for the address, so it also counts as verified.
        const [linked] = await tx
          .update(users)
          .set({
            googleSubject: identity.subject,
            isVerified: true,
            avatarUrl: existing.avatarUrl ?? identity.picture ?? null,
            updatedAt: new Date(),
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

  /** Always answers the same way, so the reply does not tell whether the e-mail has an account. */
  async requestPasswordReset(email: string): Promise<void> {
    this.forgotLimiter.hit(email);
    const sent = await this.deps.db.transaction(async (tx) => {
      const user = await this.findByEmail(tx, email, true);
      if (!user) return undefined;
      return { user, code: await this.deps.codes.issue(tx, user.id, 'reset') };
    });
    if (sent) {
      await this.deps.mailer.send(
        resetCodeMail({
          to: sent.user.email,
          name: sent.user.name,
          code: sent.code,
          publicUrl: this.deps.publicUrl,
        }),
      );
    }
  }

  async resetPassword(email: string, otp: string, newPassword: string): Promise<void> {
    this.codeLimiter.hit(`reset:${email}`);
    const passwordHash = await hashPassword(newPassword);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const user = await this.findByEmail(tx, email, true);
      if (!user) return { error: badRequest(ACCOUNT_MESSAGES.resetRefused) };
      const check = await this.deps.codes.consume(tx, user.id, 'reset', otp);
      if (!check.accepted) return { error: check.error };
      // A new token version ends every session opened with the old password.
      await tx
        .update(users)
        .set({
          passwordHash,
          isVerified: true,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      return { error: undefined };
    });
    if (outcome.error) throw outcome.error;
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
