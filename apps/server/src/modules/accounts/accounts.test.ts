import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { manualClock } from '../../platform/clock';
import { startSmtpServer } from '../../testing/smtp';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** The shop's clock for codes and their waits: tests move it on instead of waiting. */
const clock = manualClock();

/**
 * Lets time pass for the shop: for its rules, which read `clock`, and for its limits, which count
 * on the system's time (as Redis does when they are shared), faked here from Date.
 */
function passTime(ms: number) {
  clock.advance(ms);
  vi.advanceTimersByTime(ms);
}
/** Each test speaks from its own address, so the per-address limits only bite where tested. */
let addressCounter = 10;
const from = () => ({ remoteAddress: `10.0.0.${addressCounter++}` });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url }, { clock });
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
  vi.useRealTimers();
});

const post = (url: string, payload: object, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, ...from(), ...extra });

/** The newest code mailed to an address, once the mail queue has sent what it holds. */
async function codeFor(email: string): Promise<string> {
  await ctx.flushMail();
  return smtp.codeFor(email);
}

async function register(email: string, password = 'secret1', name = 'Asha') {
  const res = await post('/api/register', { name, email, password });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { success: true; userId: string; message: string };
}

/** Moves an account's codes back in time, as if `seconds` had passed. */
async function age(userId: string, seconds: number) {
  await ctx.db
    .update(oneTimeCodes)
    .set({
      createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${oneTimeCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(oneTimeCodes.userId, userId));
}

describe('registration with an e-mailed code', () => {
  it('creates an unverified account and mails a six-digit code, stored only hashed', async () => {
    const reply = await register('Meera@Example.com');
    expect(reply).toMatchObject({
      success: true,
      message: 'OTP sent to your email. Please verify.',
    });
    const code = await codeFor('meera@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const mail = smtp.messages.at(-1)!.raw;
    expect(mail).toContain('Little Loom');
    const [user] = await ctx.db.select().from(users).where(eq(users.id, reply.userId));
    expect(user).toMatchObject({ email: 'meera@example.com', isVerified: false });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const rows = await ctx.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, reply.userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses to log in before the e-mail is verified, and says how to go on', async () => {
    const { userId } = await register('unverified@example.com');
    const res = await post('/api/login', { email: 'unverified@example.com', password: 'secret1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, needsVerification: true, userId });
    expect(res.json().message).toContain('verify your email');
  });

  it('verifies with the right code and signs the person in', async () => {
    const { userId } = await register('ravi@example.com', 'secret1', 'Ravi');
    const res = await post('/api/verify-otp', { userId, otp: await codeFor('ravi@example.com') });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user: { _id: userId, name: 'Ravi', role: 'user' },
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(body.token),
    });
    expect(profile.json().user.email).toBe('ravi@example.com');
    const login = await post('/api/login', { email: 'RAVI@example.com', password: 'secret1' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, message: 'Login successful!' });
  });

  it('counts wrong codes and voids the code after the fifth', async () => {
    const { userId } = await register('guess@example.com');
    const right = await codeFor('guess@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await post('/api/verify-otp', { userId, otp: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`);
    }
    const fifth = await post('/api/verify-otp', { userId, otp: wrong });
    expect(fifth.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
    const tooLate = await post('/api/verify-otp', { userId, otp: right });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe('This OTP has expired. Please request a new one.');
  });

  it('lets a code expire after 10 minutes', async () => {
    const { userId } = await register('slow@example.com');
    const code = await codeFor('slow@example.com');
    await age(userId, 10 * 60 + 1);
    const res = await post('/api/verify-otp', { userId, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This OTP has expired. Please request a new one.');
  });

  it('sends a new code no sooner than 60 seconds after the last, and voids the old one', async () => {
    const { userId } = await register('again@example.com');
    const first = await codeFor('again@example.com');
    const early = await post('/api/resend-otp', { email: 'again@example.com' });
    expect(early.statusCode).toBe(429);
    expect(early.json().retryAfter).toBeGreaterThan(50);
    expect(early.json().retryAfter).toBeLessThanOrEqual(60);
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);

    passTime(61_000);
    const later = await post('/api/resend-otp', { email: 'again@example.com' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ success: true, message: 'OTP resent successfully!' });
    const second = await codeFor('again@example.com');
    if (first !== second) {
      const old = await post('/api/verify-otp', { userId, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post('/api/verify-otp', { userId, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps the code for the same address after a restart (codes live in the database)', async () => {
    const { userId } = await register('restart@example.com');
    const code = await codeFor('restart@example.com');
    const other = await createTestApp({ SMTP_URL: smtp.url, JWT_SECRET: ctx.config.jwtSecret });
    try {
      // A second app on its own database cannot see this one's code...
      const elsewhere = await other.app.inject({
        method: 'POST',
        url: '/api/verify-otp',
        payload: { userId, otp: code },
      });
      expect(elsewhere.statusCode).toBe(400);
    } finally {
      await other.close();
    }
    // ...while the app that issued it still accepts it: nothing was kept in memory.
    const res = await post('/api/verify-otp', { userId, otp: code });
    expect(res.statusCode).toBe(200);
  });

  it('says when an e-mail already has an account, whatever its case', async () => {
    await shopperSession(ctx, 'taken@example.com');
    const res = await post('/api/register', {
      name: 'X',
      email: 'TAKEN@example.com',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'User already exists' });
  });

  it('changes nothing while an earlier registration of the e-mail still has a live code', async () => {
    const { userId } = await register('pending@example.com', 'owner1', 'Owner');
    const code = await codeFor('pending@example.com');
    const again = await post('/api/register', {
      name: 'Owner',
      email: 'pending@example.com',
      password: 'owner1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      pendingVerification: true,
      message:
        'This email is already waiting for verification. Enter the code we sent you, or use Resend OTP to get a new one.',
    });
    // The first code still works, and the password is the one first chosen.
    const verified = await post('/api/verify-otp', { userId, otp: code });
    expect(verified.json()).toMatchObject({
      message: 'Email verified successfully!',
      passwordRemoved: false,
    });
    const login = await post('/api/login', { email: 'pending@example.com', password: 'owner1' });
    expect(login.statusCode).toBe(200);
  });

  it("does not let a stranger's second registration set the password the owner verifies into", async () => {
    const { userId } = await register('squat@example.com', 'stranger1', 'Stranger');
    const stranger = await post('/api/register', {
      name: 'Owner',
      email: 'squat@example.com',
      password: 'owner11',
    });
    expect(stranger.statusCode).toBe(409);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ name: 'Stranger', passwordDisputed: true });

    // The owner finishes with the code from their mailbox: signed in, with no password anyone set.
    const verified = await post('/api/verify-otp', {
      email: 'squat@example.com',
      otp: await codeFor('squat@example.com'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toContain('set one with Forgot Password');
    expect(verified.json().passwordRemoved).toBe(true);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(verified.json().token),
    });
    expect(profile.statusCode).toBe(200);
    for (const password of ['stranger1', 'owner11']) {
      const login = await post('/api/login', { email: 'squat@example.com', password });
      expect(login.statusCode, password).toBe(401);
    }
  });

  it('lets a registration start again once its code has expired, voiding the old code', async () => {
    const { userId } = await register('restart-later@example.com', 'first11', 'First');
    const oldCode = await codeFor('restart-later@example.com');
    await age(userId, 10 * 60 + 1);
    const again = await register('restart-later@example.com', 'second2', 'Second');
    expect(again.userId).toBe(userId);
    const newCode = await codeFor('restart-later@example.com');
    if (newCode !== oldCode) {
      expect((await post('/api/verify-otp', { userId, otp: oldCode })).statusCode).toBe(400);
    }
    const verified = await post('/api/verify-otp', { userId, otp: newCode });
    expect(verified.json().user.name).toBe('Second');
    const login = await post('/api/login', {
      email: 'restart-later@example.com',
      password: 'second2',
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers registrations of one new e-mail at the same moment with one account', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('/api/register', { name: 'Twin', email: 'twin@example.com', password: `Twin${i}x` }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'twin@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('verifies by e-mail when the page has no account id', async () => {
    await register('by-email@example.com');
    const res = await post('/api/verify-otp', {
      email: 'BY-EMAIL@example.com',
      otp: await codeFor('by-email@example.com'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe('by-email@example.com');
    const neither = await post('/api/verify-otp', { otp: '123456' });
    expect(neither.json()).toEqual({ success: false, message: 'OTP verification failed.' });
  });

  it('answers Resend OTP the same whether or not the e-mail is waiting for a code', async () => {
    await shopperSession(ctx, 'already@example.com');
    await register('waiting@example.com');
    passTime(61_000);
    await ctx.flushMail();
    const sentBefore = smtp.messages.length;
    const replies = await Promise.all(
      ['waiting@example.com', 'already@example.com', 'stranger@example.com'].map((email) =>
        post('/api/resend-otp', { email }),
      ),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ success: true, message: 'OTP resent successfully!' });
    }
    await ctx.flushMail();
    expect(smtp.messages.slice(sentBefore).map((m) => m.to)).toEqual([['waiting@example.com']]);
  });

  it('checks the fields with the spec messages', async () => {
    const res = await post('/api/register', {
      name: '',
      email: 'x@example.com',
      password: 'secret1',
    });
    expect(res.json()).toEqual({ success: false, message: 'Name is required' });
    const short = await post('/api/register', {
      name: 'X',
      email: 'x@example.com',
      password: '123',
    });
    expect(short.json()).toEqual({
      success: false,
      message: 'Password must be at least 6 characters long',
    });
    const otp = await post('/api/verify-otp', { userId: 'x', otp: '12' });
    expect(otp.json()).toEqual({ success: false, message: 'Please enter a valid 6-digit OTP.' });
  });
});

describe('login', () => {
  it('does not reveal whether an e-mail has an account', async () => {
    await shopperSession(ctx, 'known@example.com', 'Right@123');
    const wrongPassword = await post('/api/login', {
      email: 'known@example.com',
      password: 'Wrong@123',
    });
    const unknown = await post('/api/login', {
      email: 'nobody@example.com',
      password: 'Wrong@123',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json()).toEqual({ success: false, message: 'Invalid credentials' });
  });

  it('lets no stranger lock the owner out, however many addresses they fail from', async () => {
    await shopperSession(ctx, 'target@example.com', 'Right@123');
    for (let i = 0; i < 40; i++) {
      const res = await post('/api/login', { email: 'target@example.com', password: 'Wrong@123' });
      expect(res.statusCode).toBe(401);
    }
    const owner = await post('/api/login', { email: 'target@example.com', password: 'Right@123' });
    expect(owner.statusCode).toBe(200);
  });

  it('stops one address guessing one e-mail after ten failures, on both sign-in routes', async () => {
    await shopperSession(ctx, 'guessed@example.com', 'Right@123');
    const attacker = { remoteAddress: '192.0.2.31' };
    const wrong = { email: 'guessed@example.com', password: 'Wrong@123' };
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/login', wrong, attacker)).statusCode).toBe(401);
    }
    const locked = await post(
      '/api/login',
      { email: 'guessed@example.com', password: 'Right@123' },
      attacker,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().retryAfter).toBeGreaterThan(0);
    expect((await post('/api/admin/login', wrong, attacker)).statusCode).toBe(429);
    // The same address may still sign in to another account, and the owner from theirs.
    await shopperSession(ctx, 'neighbour@example.com', 'Right@123');
    const other = { email: 'neighbour@example.com', password: 'Right@123' };
    expect((await post('/api/login', other, attacker)).statusCode).toBe(200);
    const owner = await post('/api/login', { email: 'guessed@example.com', password: 'Right@123' });
    expect(owner.statusCode).toBe(200);
  });

  it('counts only failures: signing in again and again is never refused for it', async () => {
    await shopperSession(ctx, 'regular@example.com', 'Right@123');
    const home = { remoteAddress: '192.0.2.32' };
    const right = { email: 'regular@example.com', password: 'Right@123' };
    const wrong = { email: 'regular@example.com', password: 'Wrong@123' };
    // Nine typos, then a success, then nine more: a success clears the count.
    for (let i = 0; i < 9; i++)
      expect((await post('/api/login', wrong, home)).statusCode).toBe(401);
    expect((await post('/api/login', right, home)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await post('/api/login', wrong, home)).statusCode).toBe(401);
    expect((await post('/api/login', right, home)).statusCode).toBe(200);
  });

  it('limits attempts per address, whatever the e-mail', async () => {
    const same = { remoteAddress: '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `someone${i}@example.com`, password: 'Wrong@123' },
        ...same,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('client address', () => {
  it('does not let a forged X-Forwarded-For dodge the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `forger${i}@example.com`, password: 'Wrong@123' },
        remoteAddress: '192.0.2.99',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown e-mails, mailing only real accounts', async () => {
    await shopperSession(ctx, 'forgetful@example.com', 'Old@1234');
    await ctx.flushMail();
    const sentBefore = smtp.messages.length;
    const known = await post('/api/forgot-password', { email: 'forgetful@example.com' });
    const unknown = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await ctx.flushMail();
    expect(smtp.messages.length).toBe(sentBefore + 1);
    expect(smtp.messages.at(-1)!.to).toEqual(['forgetful@example.com']);
    // A second request within the minute is refused alike, known or not.
    const knownAgain = await post('/api/forgot-password', { email: 'forgetful@example.com' });
    const unknownAgain = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(knownAgain.json().message).toMatch(/^Please wait \d+ seconds before requesting/);
    expect(unknownAgain.json().message).toMatch(/^Please wait \d+ seconds before requesting/);
  });

  it('says a code was asked for a moment ago, so the shopper goes on to enter the one sent', async () => {
    await shopperSession(ctx, 'twice@example.com', 'Old@1234');
    await ctx.flushMail();
    expect((await post('/api/forgot-password', { email: 'twice@example.com' })).statusCode).toBe(
      200,
    );
    await ctx.flushMail();
    const code = await codeFor('twice@example.com');

    const again = await post('/api/forgot-password', { email: 'twice@example.com' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, resendWait: true });
    expect(again.json().retryAfter).toBeGreaterThan(0);
    expect(again.json().retryAfter).toBeLessThanOrEqual(60);
    // Alike for an e-mail with no account, so the reply tells nobody which e-mails are known.
    await post('/api/forgot-password', { email: 'nobody-twice@example.com' });
    const stranger = await post('/api/forgot-password', { email: 'nobody-twice@example.com' });
    expect(Object.keys(stranger.json()).sort()).toEqual(Object.keys(again.json()).sort());
    expect(stranger.json().resendWait).toBe(true);

    // The code mailed first still works.
    const reset = await post('/api/reset-password', {
      email: 'twice@example.com',
      otp: code,
      newPassword: 'New@5678',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it("keeps the owner able to reset after a stranger's wrong codes", async () => {
    await shopperSession(ctx, 'besieged@example.com', 'Old@1234');
    const stranger = { remoteAddress: '192.0.2.41' };
    for (let i = 0; i < 12; i++) {
      await post(
        '/api/reset-password',
        { email: 'besieged@example.com', otp: '000000', newPassword: 'Evil@1234' },
        stranger,
      );
    }
    await post('/api/forgot-password', { email: 'besieged@example.com' });
    const ok = await post('/api/reset-password', {
      email: 'besieged@example.com',
      otp: await codeFor('besieged@example.com'),
      newPassword: 'New@1234',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('sets a new strong password and ends every open session', async () => {
    const oldToken = await shopperSession(ctx, 'resetme@example.com', 'Old@1234');
    await post('/api/forgot-password', { email: 'resetme@example.com' });
    const code = await codeFor('resetme@example.com');

    const weak = await post('/api/reset-password', {
      email: 'resetme@example.com',
      otp: code,
      newPassword: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    );

    const ok = await post('/api/reset-password', {
      email: 'resetme@example.com',
      otp: code,
      newPassword: 'New@1234',
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(oldToken),
    });
    expect(stale.statusCode).toBe(401);
    expect(
      (await post('/api/login', { email: 'resetme@example.com', password: 'Old@1234' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/login', { email: 'resetme@example.com', password: 'New@1234' })).statusCode,
    ).toBe(200);
    const reused = await post('/api/reset-password', {
      email: 'resetme@example.com',
      otp: code,
      newPassword: 'Other@123',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('does not accept a registration code for a reset, nor a reset code for registration', async () => {
    const { userId } = await register('mixed@example.com');
    const registrationCode = await codeFor('mixed@example.com');
    const asReset = await post('/api/reset-password', {
      email: 'mixed@example.com',
      otp: registrationCode,
      newPassword: 'New@1234',
    });
    expect(asReset.statusCode).toBe(400);

    await post('/api/forgot-password', { email: 'mixed@example.com' });
    const resetCode = await codeFor('mixed@example.com');
    if (resetCode !== registrationCode) {
      const asRegistration = await post('/api/verify-otp', { userId, otp: resetCode });
      expect(asRegistration.statusCode).toBe(400);
    }
    // The registration code is still good for what it was issued for.
    expect((await post('/api/verify-otp', { userId, otp: registrationCode })).statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Token not found' });
  });

  it('changes name, phone and avatar only', async () => {
    const token = await shopperSession(ctx, 'profile@example.com');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: {
        name: 'Priya Nair',
        phone: '9876543210',
        avatarUrl: 'https://example.com/me.png',
        role: 'admin',
        email: 'boss@example.com',
        wallet: 100000,
        isBlocked: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Priya Nair',
      phone: '9876543210',
      avatarUrl: 'https://example.com/me.png',
      role: 'user',
      email: 'profile@example.com',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'profile@example.com'));
    expect(row).toMatchObject({ role: 'user', email: 'profile@example.com' });
  });

  it('refuses a bad phone number with a clear message', async () => {
    const token = await shopperSession(ctx, 'phone@example.com');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { phone: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Phone number must be 10 digits' });
  });

  it('refuses a forged or tampered token', async () => {
    const token = await shopperSession(ctx, 'tamper@example.com');
    const [head, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.role = 'admin';
    const tampered = `${head}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(tampered),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('administrators and blocking', () => {
  it('lets only administrators sign in to the back office', async () => {
    await shopperSession(ctx, 'notadmin@example.com', 'Shop@1234');
    const shopper = await post('/api/admin/login', {
      email: 'notadmin@example.com',
      password: 'Shop@1234',
    });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toBe('Only administrators can sign in here.');
    const adminToken = await adminSession(ctx);
    const users = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(adminToken),
    });
    expect(users.statusCode).toBe(200);
  });

  it('keeps shoppers out of admin routes', async () => {
    const token = await shopperSession(ctx, 'curious@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
  });

  it('blocking ends open sessions at once and refuses login after the password check', async () => {
    const adminToken = await adminSession(ctx);
    const shopperToken = await shopperSession(ctx, 'blockme@example.com', 'Shop@1234');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'blockme@example.com'));

    const block = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${row!.id}`,
      headers: bearer(adminToken),
    });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toMatchObject({
      success: true,
      message: 'User blocked successfully',
      user: { isBlocked: true },
    });

    const open = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(shopperToken),
    });
    // Refused at once, and told why.
    expect(open.statusCode).toBe(403);
    expect(open.json().userBlocked).toBe(true);

    const wrong = await post('/api/login', { email: 'blockme@example.com', password: 'Nope@1234' });
    expect(wrong.statusCode).toBe(401);
    const right = await post('/api/login', { email: 'blockme@example.com', password: 'Shop@1234' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      success: false,
      message: 'Your account has been blocked by the admin. Contact support.',
      userBlocked: true,
    });

    const unblock = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${row!.id}`,
      headers: bearer(adminToken),
    });
    expect(unblock.json()).toMatchObject({
      message: 'User unblocked successfully',
      user: { isBlocked: false },
    });
    expect(
      (await post('/api/login', { email: 'blockme@example.com', password: 'Shop@1234' }))
        .statusCode,
    ).toBe(200);
    // The session open before the block stays ended after the unblock.
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(shopperToken),
    });
    expect(stale.statusCode).toBe(401);
  });

  it('answers a blocked account still holding a fresh token with 403 and userBlocked', async () => {
    const adminToken = await adminSession(ctx);
    const shopperToken = await shopperSession(ctx, 'fresh@example.com');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'fresh@example.com'));
    // Blocked directly, without the token version moving on: the block flag alone must refuse.
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, row!.id));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(shopperToken),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().userBlocked).toBe(true);
    expect(adminToken).toBeTruthy();
  });

  it('lists customers ten to a page, without administrators', async () => {
    const adminToken = await adminSession(ctx);
    for (let i = 0; i < 12; i++) await shopperSession(ctx, `listed${i}@example.com`);
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users?page=1',
      headers: bearer(adminToken),
    });
    const body = first.json();
    expect(body.data).toHaveLength(10);
    expect(body.total).toBeGreaterThanOrEqual(12);
    expect(body.pages).toBe(Math.ceil(body.total / 10));
    expect(body.data.every((u: { email: string }) => u.email !== 'admin@shop.test')).toBe(true);
    expect(body.data[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        name: expect.any(String),
        email: expect.any(String),
        isBlocked: expect.any(Boolean),
      }),
    );
  });

  it('does not block administrators or unknown accounts', async () => {
    const adminToken = await adminSession(ctx);
    const [admin] = await ctx.db.select().from(users).where(eq(users.email, 'admin@shop.test'));
    const self = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${admin!.id}`,
      headers: bearer(adminToken),
    });
    expect(self.statusCode).toBe(403);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'User not found' });
  });
});
