// Whether apps/web/dist was built from the web sources as they are now, so `npm start` can skip a
// build that would produce the same files (it takes tens of seconds; a start should take about one).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the web build reads: its own sources and tooling, the shared package, the lock file. */
const INPUTS = [
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

/**
 * True when the built page is newer than every input. Vite empties dist when it starts and writes
 * index.html with the bundle, so a build that failed in Vite leaves no index.html and is redone.
 */
export function webBuildIsCurrent(root) {
  const page = path.join(root, 'apps', 'web', 'dist', 'index.html');
  if (!existsSync(page)) return false;
  const built = statSync(page).mtimeMs;
  return INPUTS.every((input) => latestChange(path.join(root, input)) <= built);
}
