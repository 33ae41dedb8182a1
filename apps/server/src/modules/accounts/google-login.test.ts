import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema';
import { bearer, shopperSession } from '../../testing/accounts';
import { createTestApp, type TestContext } from '../../testing/test-app';

const CLIENT_ID = 'little-loom-test.apps.googleusercontent.com';

let ctx: TestContext;
let jwksServer: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

/** Serves a JWKS on 127.0.0.1, standing in for Google's key endpoint. */
async function serveJwks(jwk: JWK): Promise<string> {
  jwksServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [{ ...jwk, kid: 'test-key', alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/certs`;
}

function idToken(
  claims: Record<string, unknown>,
  key: CryptoKey = signingKey,
  audience = CLIENT_ID,
) {
  return new SignJWT({ email_verified: true, name: 'Google Person', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

const googleLogin = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/google-login', payload: { token } });

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwksUrl = await serveJwks(await exportJWK(pair.publicKey));
  ctx = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
});

afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

describe('Google sign-in', () => {
  it('creates a verified account for a new e-mail', async () => {
    const res = await googleLogin(
      await idToken({ sub: 'g-1', email: 'New.Parent@gmail.com', name: 'New Parent' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Google Sign-In successful!',
      user: { email: 'new.parent@gmail.com', name: 'New Parent', role: 'user', isVerified: true },
    });
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(res.json().token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('links an existing account with the same e-mail instead of making a second one', async () => {
    await shopperSession(ctx, 'existing@gmail.com');
    const res = await googleLogin(await idToken({ sub: 'g-2', email: 'existing@gmail.com' }));
    expect(res.statusCode).toBe(200);
    const rows = await ctx.db.select().from(users).where(eq(users.email, 'existing@gmail.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.googleSubject).toBe('g-2');
    const again = await googleLogin(await idToken({ sub: 'g-2', email: 'existing@gmail.com' }));
    expect(again.json().user._id).toBe(rows[0]!.id);
  });

  it("keeps a verified account's own password when Google links to it", async () => {
    await shopperSession(ctx, 'keeps@gmail.com', 'Mine@1234');
    expect(
      (await googleLogin(await idToken({ sub: 'g-7', email: 'keeps@gmail.com' }))).statusCode,
    ).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'keeps@gmail.com', password: 'Mine@1234' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("takes a squatter's password, code and sessions away when the owner signs in with Google", async () => {
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Squatter', email: 'owner@gmail.com', password: 'squat11' },
    });
    expect(registered.statusCode).toBe(201);
    const { userId } = registered.json() as { userId: string };
    const [squatted] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(squatted!.passwordHash).not.toBeNull();

    const res = await googleLogin(await idToken({ sub: 'g-6', email: 'owner@gmail.com' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user._id).toBe(userId);

    const [linked] = await ctx.db.select().from(users).where(eq(users.id, userId));
    expect(linked).toMatchObject({ passwordHash: null, isVerified: true, tokenVersion: 1 });
    const squatterLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'owner@gmail.com', password: 'squat11' },
    });
    expect(squatterLogin.statusCode).toBe(401);
    const [code] = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    expect(code!.consumedAt).not.toBeNull();
    // The owner's Google session, made after the link, still works.
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(res.json().token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses tokens that are not from Google for this shop', async () => {
    const cases = [
      await idToken({ sub: 'g-3', email: 'a@gmail.com' }, strangerKey),
      await idToken({ sub: 'g-3', email: 'a@gmail.com' }, signingKey, 'someone-else'),
      await idToken({ sub: 'g-3', email: 'a@gmail.com', email_verified: false }),
      'not.a.token',
    ];
    for (const token of cases) {
      const res = await googleLogin(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: 'Google Sign-In failed or your account is blocked by the admin',
      });
    }
    expect(await ctx.db.select().from(users).where(eq(users.email, 'a@gmail.com'))).toEqual([]);
  });

  it('refuses blocked accounts', async () => {
    await shopperSession(ctx, 'blocked@gmail.com');
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.email, 'blocked@gmail.com'));
    const res = await googleLogin(await idToken({ sub: 'g-4', email: 'blocked@gmail.com' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().userBlocked).toBe(true);
  });

  it('is unavailable when the shop has no Google client id', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/google-login',
        payload: { token: await idToken({ sub: 'g-5', email: 'b@gmail.com' }) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Google Sign-In is not available.');
    } finally {
      await plain.close();
    }
  });
});
