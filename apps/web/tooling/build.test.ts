import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
