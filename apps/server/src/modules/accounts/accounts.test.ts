import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema';
import { adminSession, bearer, shopperSession } from '../../testing/accounts';
import { startSmtpServer } from '../../testing/smtp';
import { createTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** Each test speaks from its own address, so the per-address limits only bite where tested. */
let addressCounter = 10;
const from = () => ({ remoteAddress: `10.0.0.${addressCounter++}` });

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: object, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, ...from(), ...extra });

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
    const code = smtp.codeFor('meera@example.com');
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
    const res = await post('/api/verify-otp', { userId, otp: smtp.codeFor('ravi@example.com') });
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
    const right = smtp.codeFor('guess@example.com');
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
    const code = smtp.codeFor('slow@example.com');
    await age(userId, 10 * 60 + 1);
    const res = await post('/api/verify-otp', { userId, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This OTP has expired. Please request a new one.');
  });

  it('sends a new code no sooner than 60 seconds after the last, and voids the old one', async () => {
    const { userId } = await register('again@example.com');
    const first = smtp.codeFor('again@example.com');
    const early = await post('/api/resend-otp', { email: 'again@example.com' });
    expect(early.statusCode).toBe(429);
    expect(early.json().retryAfter).toBeGreaterThan(50);
    expect(early.json().retryAfter).toBeLessThanOrEqual(60);
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before requesting a new OTP\.$/);

    await age(userId, 61);
    const later = await post('/api/resend-otp', { email: 'again@example.com' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ success: true, message: 'OTP resent successfully!' });
    const second = smtp.codeFor('again@example.com');
    if (first !== second) {
      const old = await post('/api/verify-otp', { userId, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post('/api/verify-otp', { userId, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps the code for the same address after a restart (codes live in the database)', async () => {
    const { userId } = await register('restart@example.com');
    const code = smtp.codeFor('restart@example.com');
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

  it('limits attempts per e-mail, from any address', async () => {
    await shopperSession(ctx, 'target@example.com', 'Right@123');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post('/api/login', { email: 'target@example.com', password: 'Wrong@123' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 9).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post('/api/login', {
      email: 'target@example.com',
      password: 'Right@123',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().retryAfter).toBeGreaterThan(0);
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
    const sentBefore = smtp.messages.length;
    const known = await post('/api/forgot-password', { email: 'forgetful@example.com' });
    const unknown = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(smtp.messages.length).toBe(sentBefore + 1);
    expect(smtp.messages.at(-1)!.to).toEqual(['forgetful@example.com']);
  });

  it('sets a new strong password and ends every open session', async () => {
    const oldToken = await shopperSession(ctx, 'resetme@example.com', 'Old@1234');
    await post('/api/forgot-password', { email: 'resetme@example.com' });
    const code = smtp.codeFor('resetme@example.com');

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
    const registrationCode = smtp.codeFor('mixed@example.com');
    const asReset = await post('/api/reset-password', {
      email: 'mixed@example.com',
      otp: registrationCode,
      newPassword: 'New@1234',
    });
    expect(asReset.statusCode).toBe(400);

    await post('/api/forgot-password', { email: 'mixed@example.com' });
    const resetCode = smtp.codeFor('mixed@example.com');
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
