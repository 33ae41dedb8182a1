#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure: types, lint and format, the
// borders between the code's parts (scripts/check-boundaries.mjs), unit and API tests (vitest),
// then the browser journeys (Playwright) against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}

step('Types', npm, ['run', 'typecheck', '--silent']);
step('Lint and format', npm, ['run', 'lint', '--silent']);
step('Boundaries', process.execPath, [path.join(root, 'scripts', 'check-boundaries.mjs')]);
step('Unit and API tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(results, 'vitest.json')}`,
]);
step('Web build', npm, ['run', 'build', '--silent'], { ENFORCE_JS_BUDGET: 'true' });
step('Browser tests', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CI: '1' });

// One closing line that counts every test run above.
let passed = 0;
let failed = 0;
const vitest = JSON.parse(readFileSync(path.join(results, 'vitest.json'), 'utf8'));
passed += vitest.numPassedTests;
failed += vitest.numFailedTests;
const e2eFile = path.join(results, 'e2e.json');
if (existsSync(e2eFile)) {
  const e2e = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected;
}
console.log(`\nAll checks passed.\n${passed} passed, ${failed} failed`);
