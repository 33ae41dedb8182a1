import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';

const INDEX_HTML = '<!doctype html><title>Little Loom</title><div id="root"></div>';
const ROUTE_NOT_FOUND = { success: false, message: 'Route not found' };

let ctx: TestContext;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'littleloom-pages-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  ctx = await createTestApp({}, { webDistDir: webDir });
});

afterAll(async () => {
  await ctx.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe("the web app's pages", () => {
  it('come at any address no other route serves, however deep or long', async () => {
    for (const url of ['/', '/assets/nothing', `/${'frocks/'.repeat(40)}summer`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('answer HEAD with the headers alone', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/collection?category=hats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it("leave the shop's own routes and files to them", async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap:');
    expect((await get('/assets/app-1a2b3c.js')).body).toBe('console.log(1)');
    expect((await get('/api/health')).json()).toMatchObject({ success: true });
  });

  it("are never the API's: an unknown API address is the JSON 404, for any method", async () => {
    for (const url of ['/api', '/api/', '/api/no-such-thing', '/api/products/x/y']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(ROUTE_NOT_FOUND);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/no-such-thing' });
    expect(head.statusCode).toBe(404);
    expect(head.headers['content-type']).toMatch(/^application\/json/);
  });

  it('are never a file: a missing file, or a page asked for with another method, is the JSON 404', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/sitemaps/products-9.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual(ROUTE_NOT_FOUND);
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/collection' });
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toEqual(ROUTE_NOT_FOUND);
    }
  });
});

describe('without a web build', () => {
  it('answers every unknown address with the JSON 404', async () => {
    const bare = await createTestApp();
    try {
      for (const url of ['/', '/collection', '/api/no-such-thing']) {
        const res = await bare.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual(ROUTE_NOT_FOUND);
      }
    } finally {
      await bare.close();
    }
  });
});
