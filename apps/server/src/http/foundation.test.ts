import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../testing/test-app';
import { BODY_LIMIT_BYTES } from '../app';

/** A built script, long enough to be worth compressing. */
const BUNDLE = `console.log(${JSON.stringify('Little Loom '.repeat(200))});`;
/** The built page: its prerendered shell makes it a few kilobytes. */
const INDEX_HTML = `<!doctype html><title>Little Loom</title><div id="root">${'<p>Little Loom</p>'.repeat(200)}</div>`;
/** A page of JSON, as a catalogue reply is. */
const CATALOGUE = {
  success: true,
  products: Array.from({ length: 60 }, (_, i) => ({ _id: `p${i}`, name: `Bunny Romper ${i}` })),
};
/** Past the size compressed in one call: it goes through the compressing stream. */
const LARGE_CATALOGUE = {
  success: true,
  products: Array.from({ length: 3_000 }, (_, i) => ({ _id: `p${i}`, name: `Bunny Romper ${i}` })),
};
/** A report line, repeated into a download worth compressing if anything were. */
const CSV_LINE = 'Date,Shopper,Credit,Debit\n2026-11-23,Asha Rao,500.00,0.00\n';

/** A route shaped like the shop's own, to drive the shared validation and error handling. */
const echoRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo',
    {
      config: { access: 'public' },
      schema: {
        body: z.strictObject({
          name: z.string().min(1, 'Name is required'),
          quantity: z.number().int(),
        }),
      },
    },
    async (request) => ({ success: true, received: request.body }),
  );
  app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret internals at /srv/app.ts:42');
  });
  app.get('/api/test/catalogue', { config: { access: 'public' } }, async () => CATALOGUE);
  app.get(
    '/api/test/large-catalogue',
    { config: { access: 'public' } },
    async () => LARGE_CATALOGUE,
  );
  app.get('/api/test/report.csv', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="ledger_report.csv"')
      .send(Readable.from([CSV_LINE.repeat(40), CSV_LINE.repeat(40)])),
  );
  app.get('/api/test/invoice.pdf', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/pdf')
      .send(Buffer.from(`%PDF-1.7 ${'x'.repeat(4000)}`)),
  );
};

let ctx: TestContext;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'littleloom-web-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  await writeFile(path.join(webDir, 'index.html.gz'), gzipSync(INDEX_HTML));
  await writeFile(path.join(webDir, 'humans.txt'), 'Made in Bengaluru');
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js'), BUNDLE);
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(BUNDLE));
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js.gz'), gzipSync(BUNDLE));
  ctx = await createTestApp(
    {},
    { webDistDir: webDir, beforeReady: async (app) => void (await app.register(echoRoute)) },
  );
});

afterAll(async () => {
  await ctx.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers ok after asking the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok', database: 'up' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown paths', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Route not found' });
    const post = await ctx.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });

  it('answers unknown page paths with the web app, which shows its own 404 page', async () => {
    for (const url of ['/', '/some/unknown/page', '/collection?search=frock']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves the built files and 404s a missing file rather than sending the page', async () => {
    const file = await ctx.app.inject({ method: 'GET', url: '/humans.txt' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Made in Bengaluru');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('compressed assets', () => {
  const get = (encoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the Brotli copy to a browser that takes it, the gzip one otherwise', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });
});

describe('compressed replies', () => {
  const get = (url: string, encoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('compresses a JSON reply with Brotli, or gzip for a client that only takes gzip', async () => {
    const br = await get('/api/test/catalogue', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(CATALOGUE).length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(CATALOGUE);

    const gz = await get('/api/test/catalogue', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(CATALOGUE);

    const plain = await get('/api/test/catalogue');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json()).toEqual(CATALOGUE);
  });

  it('compresses a JSON reply too large to compress in one call as it streams', async () => {
    expect(JSON.stringify(LARGE_CATALOGUE).length).toBeGreaterThan(64 * 1024);
    const br = await get('/api/test/large-catalogue', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(LARGE_CATALOGUE);
  });

  it('sends a reply under 1 kB as it is', async () => {
    const res = await get('/api/health', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ success: true, status: 'ok', database: 'up' });
  });

  it('sends the page the web app starts from in its precompressed copies', async () => {
    const br = await get('/collection', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX_HTML);

    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX_HTML);

    const plain = await get('/product/p1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('streams a CSV download through the compressor whole, and leaves a PDF as it is', async () => {
    const csv = await get('/api/test/report.csv', 'gzip, deflate, br');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="ledger_report.csv"');
    expect(brotliDecompressSync(csv.rawPayload).toString()).toBe(CSV_LINE.repeat(80));

    // PDFs, workbooks and images are compressed formats already.
    const pdf = await get('/api/test/invoice.pdf', 'gzip, deflate, br');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.headers['content-length']).toBe(String(4009));
    expect(pdf.body.startsWith('%PDF-1.7')).toBe(true);
  });
});

describe('error envelope', () => {
  it('refuses malformed JSON with a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  it('refuses unknown fields, naming them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Asha', quantity: 1, role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Unknown field: role' });
  });

  it('refuses wrong types and missing fields, naming the field', async () => {
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Asha', quantity: 'two' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ success: false, message: 'quantity must be a number' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Asha' },
    });
    expect(missing.json()).toEqual({ success: false, message: 'quantity is required' });
  });

  it("uses the schema's own message where it has one", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', quantity: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Name is required' });
  });

  it('refuses an oversized body before reading it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(BODY_LIMIT_BYTES + 1), quantity: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request is too large' });
  });

  it('hides internal errors behind a plain message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(res.body).not.toContain('secret internals');
    expect(res.body).not.toContain('.ts');
  });

  it('accepts a valid body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Asha', quantity: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, received: { name: 'Asha', quantity: 2 } });
  });
});

describe('security headers', () => {
  it('sends helmet headers and no wildcard CORS', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends them on errors, unknown paths and catalogue replies too', async () => {
    for (const url of ['/api/products?sort=cheapest', '/api/no-such-thing', '/api/products']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/products', '/api/products/{id}']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('request ids', () => {
  it('keeps a safe incoming X-Request-Id and replaces anything else', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-7f3a-42' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a-42');
    for (const unsafe of ['<script>alert(1)</script>', 'a b', 'x'.repeat(65), 'id;drop']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(res.headers['x-request-id'], unsafe).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
