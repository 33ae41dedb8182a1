#!/usr/bin/env node
// The web app's build: `node tooling/build.mjs [--outDir <folder>]`. It is always a production
// build: a shell's NODE_ENV=development would otherwise make Vite bundle React's development
// build (slow, and far over the size budget).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { precompress } from './precompress.mjs';

process.env.NODE_ENV = 'production';
const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
const { build } = await import('vite');
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(values.outDir ?? path.join(root, 'dist'));
try {
  await build({
    root,
    mode: 'production',
    ...(values.outDir ? { build: { outDir, emptyOutDir: true } } : {}),
  });
  await precompress(outDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
