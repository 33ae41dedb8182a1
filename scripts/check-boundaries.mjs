#!/usr/bin/env node
// `npm run boundaries` (and a step of `npm test`): checks the imports of the tree it is run in
// against the borders in .dependency-cruiser.mjs, and fails on any violation that is not in the
// tree's .dependency-cruiser-known-violations.json. Run from the project's folder, it checks the
// project; the boundaries test runs it in a small planted tree to see each rule fire.
//
// After removing a known violation, `npm run boundaries -- --baseline` rewrites the list, so it
// cannot come back unnoticed. Only module → module imports may be listed (the test holds that).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules', 'dependency-cruiser', 'bin');
const CONFIG = path.join(root, '.dependency-cruiser.mjs');
const KNOWN = '.dependency-cruiser-known-violations.json';
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];

const baseline = process.argv.includes('--baseline');
const args = baseline
  ? [path.join(bin, 'depcruise-baseline.mjs'), '--config', CONFIG, '--output-to', KNOWN, ...SOURCES]
  : [
      path.join(bin, 'dependency-cruise.mjs'),
      '--config',
      CONFIG,
      '--ignore-known',
      KNOWN,
      '--output-type',
      'err-long',
      ...SOURCES,
    ];
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
