import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server). Found by looking upwards for its package.json, so
 * the answer is the same whether this code runs from its TypeScript sources or from the bundle
 * in apps/server/dist, which sit at different depths.
 */
function findServerRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The server package folder was not found');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
