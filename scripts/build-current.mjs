// Whether the web app's and the server's builds were made from the sources as they are now, so
// `npm start` can skip a build that would produce the same files (a start should take about one
// second; the web build alone takes tens).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build reads: its own sources and tooling, the shared package, the lock file. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/tooling',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

/** What the server bundle reads: the server's sources, the shared package, the lock file. */
const SERVER_INPUTS = [
  'apps/server/src',
  'apps/server/tooling',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

/**
 * The latest change under a path: files' and folders' modification times, so an edited, added or
 * removed file (a removal changes its folder's time) all count.
 */
function latestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    latest = Math.max(latest, latestChange(path.join(target, entry)));
  }
  return latest;
}

/** True when `output` exists and is newer than every input. */
function builtAfterInputs(root, output, inputs) {
  const built = path.join(root, output);
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return inputs.every((input) => latestChange(path.join(root, input)) <= builtAt);
}

/**
 * Vite empties dist when it starts and writes index.html with the bundle, so a build that failed
 * in Vite leaves no index.html and is redone.
 */
export function webBuildIsCurrent(root) {
  return builtAfterInputs(root, 'apps/web/dist/index.html', WEB_INPUTS);
}

export function serverBuildIsCurrent(root) {
  return builtAfterInputs(root, 'apps/server/dist/main.mjs', SERVER_INPUTS);
}
