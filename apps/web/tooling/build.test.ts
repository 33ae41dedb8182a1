import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { initialJsBudget } from './initial-js-budget';

/** A string only React's development build holds. */
const DEVELOPMENT_REACT = 'while rendering a different component';

describe('the web build', () => {
  it('is a production build whatever NODE_ENV the shell has', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'littleloom-web-build-'));
    try {
      const result = spawnSync(
        process.execPath,
        [path.join(import.meta.dirname, 'build.mjs'), '--outDir', outDir],
        { env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8', timeout: 240_000 },
      );
      expect(result.status, result.stderr).toBe(0);
      const assets = path.join(outDir, 'assets');
      const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(3);
      for (const name of scripts) {
        expect(readFileSync(path.join(assets, name), 'utf8'), name).not.toContain(
          DEVELOPMENT_REACT,
        );
      }
      // Every sizeable script and stylesheet ships with Brotli and gzip copies of itself.
      const sizeable = readdirSync(assets).filter(
        (name) => /\.(?:js|css)$/.test(name) && statSync(path.join(assets, name)).size >= 1024,
      );
      expect(sizeable.some((name) => name.endsWith('.css'))).toBe(true);
      for (const name of sizeable) {
        const original = readFileSync(path.join(assets, name));
        const br = readFileSync(path.join(assets, `${name}.br`));
        const gz = readFileSync(path.join(assets, `${name}.gz`));
        expect(brotliDecompressSync(br).equals(original), name).toBe(true);
        expect(gunzipSync(gz).equals(original), name).toBe(true);
        expect(br.length, name).toBeLessThan(original.length);
      }

      // Each first visit paints the shop before its scripts run: the page shells are the app's
      // own first render, written into the page, with the chunks and font that page needs.
      const page = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
      const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));
      const home = page('index.html');
      expect(rootOf(home)).toContain('Skip to content');
      expect(rootOf(home)).toContain('Latest Arrivals');
      expect(home).toMatch(/<link rel="preload" as="font" [^>]*nunito-latin-400-normal/);
      const collection = page('shells/collection.html');
      expect(rootOf(collection)).toContain('aria-label="Main"');
      // Its scripts come after the paint: low priority, the page's own chunks linked to load at once.
      expect(collection).toMatch(/<script type="module" fetchpriority="low" /);
      expect(collection).toMatch(
        /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/CollectionPage-/,
      );
      expect(rootOf(page('shells/product.html'))).toContain('Loading product');
      expect(page('shells/blank.html')).toContain('<div id="root"></div>');
      // The shells drawn exactly as the app's first render at their addresses are adopted, not
      // redrawn; the storefront frame alone stands in for other pages and is replaced.
      expect(home).toContain('<div id="root" data-prerendered>');
      expect(page('shells/page.html')).toContain('<div id="root"><div');
      expect(JSON.parse(page('shells.json'))).toEqual({
        fallback: 'shells/page.html',
        bySegment: {
          '': 'index.html',
          collection: 'shells/collection.html',
          product: 'shells/product.html',
          login: 'shells/blank.html',
          register: 'shells/blank.html',
          admin: 'shells/blank.html',
        },
      });
      // The home page's own title and description sit in the head, once each.
      const homeHead = home.slice(0, home.indexOf('</head>'));
      expect(homeHead.match(/<title>/g)).toHaveLength(1);
      expect(homeHead.match(/<meta name="description"/g)).toHaveLength(1);
      expect(rootOf(home)).not.toContain('<title>');
      // The app's Node build stays for the server to draw pages with, with no compressed copies.
      const serverBuild = path.join(outDir, 'server');
      expect(existsSync(path.join(serverBuild, 'page-render.js'))).toBe(true);
      expect(readdirSync(serverBuild).some((name) => /\.(?:br|gz)$/.test(name))).toBe(false);
      // The manifest the prerender read is not left behind to be served.
      expect(existsSync(path.join(outDir, '.vite'))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('the initial-JS budget', () => {
  type Hook = (this: unknown, options: unknown, bundle: unknown) => void;
  /** Runs the check over one entry chunk of `kb` kilobytes of incompressible text. */
  function check(enforce: boolean, kb: number) {
    const plugin = initialJsBudget({ budgetKb: 1, failAboveKb: 2, enforce });
    let seed = 1;
    const code = Array.from({ length: kb * 1024 }, () => {
      seed = (seed * 16807) % 2147483647;
      return String.fromCharCode(33 + (seed % 90));
    }).join('');
    const context = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const bundle = { 'entry.js': { type: 'chunk', code, imports: [], isEntry: true } };
    (plugin.generateBundle as Hook).call(context, {}, bundle);
    return context;
  }

  it('stops the tests’ build when far over, but only warns when the shop is starting', () => {
    expect(check(true, 4).error).toHaveBeenCalledWith(expect.stringMatching(/^Far over budget/));
    const starting = check(false, 4);
    expect(starting.error).not.toHaveBeenCalled();
    expect(starting.warn).toHaveBeenCalledWith(expect.stringMatching(/^Far over budget/));
  });
});
