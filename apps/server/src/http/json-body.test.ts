import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, shopperSession } from '../testing/accounts';
import { createTestApp, type TestContext } from '../testing/test-app';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, jsonNestsDeeperThan } from './json-body';

let ctx: TestContext;
let shopper: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      beforeReady: (app) =>
        void app.post('/api/test/echo', { config: { access: 'public' } }, async (request) => ({
          body: request.body,
        })),
    },
  );
  shopper = bearer(await shopperSession(ctx, 'nester@example.com'));
});

afterAll(async () => {
  await ctx.close();
});

const lists = (depth: number, inside = '1') => `${'['.repeat(depth)}${inside}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

let address = 0;
/** A fresh address per request, so the per-address limits of /api/login never answer first. */
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`;

const send = (url: string, payload: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: url === '/api/user/profile' ? 'PUT' : 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
    remoteAddress: nextAddress(),
  });

/** Timings go to the test output, for a person comparing runs; the assertions stay generous. */
const note = (line: string) => process.stdout.write(`${line}\n`);

const refusedForDepth = { success: false, message: JSON_TOO_DEEP_MESSAGE };

describe('jsonNestsDeeperThan', () => {
  it('counts the lists and objects open at once, not how many there are', () => {
    expect(jsonNestsDeeperThan(lists(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(lists(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(`[${Array.from({ length: 5000 }, () => '[{}]').join(',')}]`)).toBe(
      false,
    );
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
  });

  it('leaves brackets inside strings alone, escaped quotes and backslashes included', () => {
    const deepText = '['.repeat(10_000);
    expect(jsonNestsDeeperThan(JSON.stringify({ note: deepText }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ note: `"${deepText}` }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ note: `\\${deepText}` }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ ['[[[[']: '{{{{' }), 0)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ ['[[[[']: '{{{{' }), 1)).toBe(false);
    // After a string that ends in a backslash, the brackets are structure again.
    expect(jsonNestsDeeperThan(`{"a":"\\\\","b":${lists(MAX_JSON_DEPTH)}}`)).toBe(true);
  });
});

describe('deeply nested JSON bodies', () => {
  it('are refused with a 400 before anything parses them, without a token on /api/login', async () => {
    for (const body of [lists(10_000), objects(10_000), `{"email":${lists(10_000, '"a"')}}`]) {
      const started = performance.now();
      const res = await send('/api/login', body);
      const took = performance.now() - started;
      note(`deep body of ${body.length} bytes to /api/login answered in ${took.toFixed(2)} ms`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedForDepth);
      expect(took).toBeLessThan(50);
    }
  });

  it('are refused on a shopper route, after the token is checked', async () => {
    const started = performance.now();
    const res = await send('/api/user/profile', lists(10_000), shopper);
    const took = performance.now() - started;
    note(`deep body to /api/user/profile answered in ${took.toFixed(2)} ms`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedForDepth);
    expect(took).toBeLessThan(50);

    // Access comes first: a stranger learns nothing about the body.
    const stranger = await send('/api/user/profile', lists(10_000));
    expect(stranger.statusCode).toBe(401);
  });

  it(`take ${MAX_JSON_DEPTH} levels, lists or objects, and refuse one more`, async () => {
    for (const body of [lists(MAX_JSON_DEPTH), objects(MAX_JSON_DEPTH)]) {
      const res = await send('/api/test/echo', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ body: JSON.parse(body) });
    }
    for (const body of [lists(MAX_JSON_DEPTH + 1), objects(MAX_JSON_DEPTH + 1)]) {
      const res = await send('/api/test/echo', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusedForDepth);
    }
    // Depth within the limit on a real route reaches its schema, which has its own say.
    const login = await send('/api/login', `{"email":${lists(MAX_JSON_DEPTH - 1, '"a"')}}`);
    expect(login.statusCode).toBe(400);
    expect(login.json().message).not.toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('do not count brackets written inside a string', async () => {
    const note = `${'['.repeat(10_000)}"\\{{{`;
    const res = await send('/api/test/echo', JSON.stringify({ note }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ body: { note } });
  });

  it('are parsed as Fastify parses JSON otherwise: prototype poisoning, empty and broken bodies refused', async () => {
    for (const body of [
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '',
      '{"a":',
      '[[1]',
    ]) {
      const res = await send('/api/test/echo', body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({
        success: false,
        message: 'The request body is not valid JSON',
      });
    }
    const fine = await send('/api/test/echo', '{"name":"Asha","items":[{"size":"M"}]}');
    expect(fine.json()).toEqual({ body: { name: 'Asha', items: [{ size: 'M' }] } });
    const charset = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: lists(MAX_JSON_DEPTH + 1),
    });
    expect(charset.json()).toEqual(refusedForDepth);
  });

  it('leave /api/health quick while two senders keep sending them', async () => {
    const sender = async (url: string, headers: Record<string, string>) => {
      for (let sent = 0; sent < 100; sent += 1) {
        const res = await send(url, lists(10_000), headers);
        expect(res.statusCode).toBe(400);
      }
    };
    const senders = Promise.all([sender('/api/login', {}), sender('/api/user/profile', shopper)]);

    const timings: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    await senders;

    timings.sort((a, b) => a - b);
    note(
      `health beside 200 deep bodies: median ${timings[10]!.toFixed(2)} ms, ` +
        `slowest ${timings.at(-1)!.toFixed(2)} ms`,
    );
    for (const took of timings) expect(took).toBeLessThan(100);
  });
});
