import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** An app with a route that says which address it believes the caller has. */
async function appTrusting(trustProxy: string | undefined) {
  await ctx?.close();
  ctx = await createTestApp(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }, {
    beforeReady: (app) =>
      void app.get('/api/test/ip', { config: { access: 'public' } }, async (request) => ({
        ip: request.ip,
      })),
  });
  return ctx;
}

const ipSeen = async (app: TestContext, peer: string, forwardedFor?: string) => {
  const res = await app.app.inject({
    method: 'GET',
    url: '/api/test/ip',
    remoteAddress: peer,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
  return res.json().ip as string;
};

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const app = await appTrusting(undefined);
    expect(await ipSeen(app, '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it('with a hop count, believes only that many proxies, never what the client wrote', async () => {
    const app = await appTrusting('1');
    // The client wrote "6.6.6.6"; the one proxy in front appended the address it saw.
    expect(await ipSeen(app, '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    const two = await appTrusting('2');
    expect(await ipSeen(two, '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.9')).toBe('203.0.113.9');
  });

  it("with proxies' addresses, believes the header only from them", async () => {
    const app = await appTrusting('10.0.0.0/8, 192.168.1.5');
    expect(await ipSeen(app, '10.1.2.3', '6.6.6.6, 203.0.113.4')).toBe('203.0.113.4');
    expect(await ipSeen(app, '192.168.1.5', '203.0.113.5')).toBe('203.0.113.5');
    // Straight from the internet: the header is the client's own words.
    expect(await ipSeen(app, '198.51.100.20', '203.0.113.6')).toBe('198.51.100.20');
  });

  it('reads TRUST_PROXY as off, a hop count or a list of addresses, and refuses anything else', () => {
    const read = (value: string) =>
      loadConfig({
        TRUST_PROXY: value,
        JWT_SECRET: 'x'.repeat(32),
        SIMULATOR_SECRET: 'y'.repeat(16),
      }).trustProxy;
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toEqual({ hops: 1 });
    expect(read('2')).toEqual({ hops: 2 });
    expect(read('10.0.0.1, fd00::/8, loopback')).toEqual({
      addresses: ['10.0.0.1', 'fd00::/8', 'loopback'],
    });
    expect(() => read('proxy.example.com')).toThrow(/not an address: proxy\.example\.com/);
    expect(() => read('10.0.0.0/40')).toThrow(/not an address/);
  });
});
