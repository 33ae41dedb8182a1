#!/usr/bin/env node
// The web app's build: `node tooling/build.mjs [--outDir <folder>]`. It is always a production
// build: a shell's NODE_ENV=development would otherwise make Vite bundle React's development
// build (slow, and far over the size budget). Then it prerenders the page shells into the build
// and writes compressed copies of every text file.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadPageContract } from './page-contract.mjs';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';

process.env.NODE_ENV = 'production';
const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const { build } = await import('vite');
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(values.outDir ?? path.join(root, 'dist'));
try {
  await build({
    root,
    mode: 'production',
    // The manifest tells the prerender which chunks each page needs; it removes it afterwards.
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const contract = await loadPageContract();
  await prerender({ root, outDir, build, contract });
  // The Node build is read from disk by the server, never sent: no compressed copies.
  await precompress(outDir, [path.join(outDir, contract.WEB_BUILD_FILES.serverDir)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
