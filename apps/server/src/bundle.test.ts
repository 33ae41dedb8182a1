import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/server-root';
import {
  GARMENT_KINDS,
  GARMENT_VIEWS,
  renderGarmentSvg,
  type GarmentArt,
} from './seed/garment-art';
import { freePort } from './testing/free-port';

// `npm start` runs the bundle, not these sources: this proves the bundle starts, finds its
// migrations and serves, so a path that only works from src cannot slip through.
// Inside the server's folder, as the real bundle is: it finds its package by looking upwards.
mkdirSync(path.join(SERVER_ROOT, 'dist'), { recursive: true });
const bundleDir = mkdtempSync(path.join(SERVER_ROOT, 'dist', 'bundle-test-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'littleloom-bundle-'));
afterAll(() => {
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server bundle npm start runs', () => {
  it('builds, migrates a new database and answers', { timeout: 120_000 }, async () => {
    const outfile = path.join(bundleDir, 'main.mjs');
    const build = spawnSync(
      process.execPath,
      [path.join(SERVER_ROOT, 'tooling', 'build.mjs'), '--outfile', outfile],
      { encoding: 'utf8' },
    );
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);

    const port = await freePort();
    const server = spawn(process.execPath, ['--enable-source-maps', outfile], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const base = `http://127.0.0.1:${port}`;
      let health = 0;
      for (let tries = 0; tries < 1_000 && health !== 200; tries += 1) {
        if (server.exitCode !== null) break;
        health = await fetch(`${base}/api/health`)
          .then((reply) => reply.status)
          .catch(() => 0);
        if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(health, output).toBe(200);
      // The catalogue's tables exist only if the bundle found and ran the migrations.
      const products = await fetch(`${base}/api/products`);
      expect(products.status).toBe(200);
      expect(await products.json()).toMatchObject({ success: true, total: 0 });
      expect(output).toContain('Little Loom is open at');
    } finally {
      server.kill('SIGTERM');
    }
  });

  it('draws the demo pictures from their SVG files', { timeout: 60_000 }, () => {
    // The drawings are files read at seed time, not code the bundle carries: a program bundled
    // the same way, beside it, must find them and draw what the sources draw.
    const arts: GarmentArt[] = GARMENT_KINDS.flatMap((kind) =>
      GARMENT_VIEWS.map((view) => ({
        kind,
        view,
        pattern: 'floral' as const,
        colour: '#E8735F',
        accent: '#FFF4E0',
        background: '#DDEBF7',
      })),
    );
    const entry = path.join(bundleDir, 'draw-art.ts');
    writeFileSync(
      entry,
      `import { renderGarmentSvg } from ${JSON.stringify(path.join(SERVER_ROOT, 'src', 'seed', 'garment-art.ts'))};\n` +
        `process.stdout.write(JSON.stringify(${JSON.stringify(arts)}.map(renderGarmentSvg)));\n`,
    );
    const outfile = path.join(bundleDir, 'draw-art.mjs');
    const build = spawnSync(
      process.execPath,
      [path.join(SERVER_ROOT, 'tooling', 'build.mjs'), '--entry', entry, '--outfile', outfile],
      { encoding: 'utf8' },
    );
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);

    const drawn = spawnSync(process.execPath, [outfile], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(drawn.stderr).toBe('');
    expect(drawn.status).toBe(0);
    expect(JSON.parse(drawn.stdout)).toEqual(arts.map(renderGarmentSvg));
  });
});
