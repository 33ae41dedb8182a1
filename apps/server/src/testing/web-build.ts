import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { WEB_BUILD_FILES } from '@littleloom/shared';

const WEB_ROOT = path.resolve(import.meta.dirname, '..', '..', '..', 'web');

/** The built page every path falls back to: the shop's frame, with a title to be replaced. */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Little Loom</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A web build folder holding a page everything falls back to and the web app's page renderer,
 * built for Node from its sources as the real build makes it (apps/web/tooling/prerender.mjs), so
 * the server draws product and collection pages in tests exactly as it does in production.
 */
export async function webBuildWithPageRenderer(): Promise<{
  dir: string;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'littleloom-web-drawer-'));
  await writeFile(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  await build({
    root: WEB_ROOT,
    mode: 'production',
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir: path.join(dir, WEB_BUILD_FILES.serverDir),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: {
        input: { [path.parse(WEB_BUILD_FILES.pageRenderer).name]: 'src/shell/page-render.tsx' },
      },
    },
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
