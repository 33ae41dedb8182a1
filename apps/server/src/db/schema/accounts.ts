/** Shoppers and staff, and the one-time codes that register and reset them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@littleloom/shared';
import { createdAt, updatedAt, id } from './columns';

export const roleEnum = pgEnum('role', ROLES);

export const otpPurposeEnum = pgEnum('otp_purpose', ['register', 'reset']);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    role: roleEnum('role').notNull().default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** Bumped to end every session of the account at once (blocking, password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Someone tried to register this unverified e-mail again with another password. Whoever set
     * the stored one may not own the address, so verification removes it (the owner sets one
     * through a reset) rather than hand the owner an account a stranger can sign in to.
     */
    passwordDisputed: boolean('password_disputed').notNull().default(false),
    googleSubject: text('google_subject'),
    /**
     * When the shopper asked, through the link in a mail, for no more invitations to review what
     * they bought; null while they still get them.
     */
    reviewInvitationsOffAt: timestamp('review_invitations_off_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('one_time_codes_attempts_check', sql`${t.failedAttempts} >= 0`),
  ],
);
