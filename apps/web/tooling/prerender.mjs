// Writes the prerendered pages (src/shell/page-shells.tsx) into a finished client build: builds
// the app for Node, renders each page shell into a copy of the built index.html, links the
// chunks of the page it shows and the fonts the first paint needs, and writes the shells file, the
// map the server picks a page by (apps/server/src/pages/page-shells.ts). The Node build stays in
// the build's server folder: the server draws home, product and collection pages with its page
// renderer (src/shell/page-render.tsx). Those names and the map's shape are the contract in
// packages/shared/src/page-renderer.ts (page-contract.mjs).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT_ELEMENT = '<div id="root"></div>';
/**
 * The font files every shop page's first screen uses: Nunito regular and bold (Latin), and the
 * rupee sign's own small fonts (src/index.css), which prices would otherwise fetch late and redraw.
 */
const FIRST_FONTS = [
  /^nunito-latin-400-normal-[\w-]+\.woff2$/,
  /^nunito-latin-700-normal-[\w-]+\.woff2$/,
  /^nunito-rupee-400-[\w-]+\.woff2$/,
  /^nunito-rupee-700-[\w-]+\.woff2$/,
];

/** Every chunk `file` needs before it can run, itself included, from the Vite manifest. */
function chunksOf(manifest, key, into = new Set()) {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(manifest, imported, into);
  return into;
}

function headLinks(hrefs, fonts, pageCodeAttribute) {
  const modules = hrefs.map(
    (href) => `<link rel="modulepreload" crossorigin href="/${href}" ${pageCodeAttribute}>`,
  );
  const fontLinks = fonts.map(
    (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`,
  );
  return [...fontLinks, ...modules].map((tag) => `    ${tag}\n`).join('');
}

/**
 * A prerendered page paints without its scripts, so they load at low priority: the stylesheet,
 * the font and the pictures of that first paint come first, and the app takes over the page
 * when its code arrives. (A page with nothing prerendered keeps them at their usual priority.)
 */
function scriptsAfterPaint(html) {
  return html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

/**
 * @param {object} options
 * @param {string} options.root the web app's folder
 * @param {string} options.outDir the finished client build
 * @param {(config: object) => Promise<unknown>} options.build Vite's build function
 * @param {Awaited<ReturnType<typeof import('./page-contract.mjs').loadPageContract>>} options.contract
 *   the files the server reads from the build
 */
export async function prerender({ root, outDir, build, contract }) {
  const { WEB_BUILD_FILES, pageShellMapSchema } = contract;
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const entryChunks = chunksOf(manifest, 'index.html');
  const assets = await readdir(path.join(outDir, 'assets'));
  const fonts = FIRST_FONTS.map((pattern) => assets.find((name) => pattern.test(name)));
  if (fonts.includes(undefined))
    throw new Error('A font the first screen uses is missing from the build');

  const serverDir = path.join(outDir, WEB_BUILD_FILES.serverDir);
  try {
    await build({
      root,
      mode: 'production',
      logLevel: 'warn',
      // Its libraries bundled in, so it runs wherever the build folder is put.
      ssr: { noExternal: true },
      build: {
        ssr: true,
        outDir: serverDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: {
          input: {
            'page-shells': 'src/shell/page-shells.tsx',
            [path.parse(WEB_BUILD_FILES.pageRenderer).name]: 'src/shell/page-render.tsx',
          },
        },
      },
    });
    const { PAGE_SHELLS, PAGE_CODE_ATTRIBUTE, pageDocument } = await import(
      pathToFileURL(path.join(serverDir, 'page-shells.js')).href
    );

    const map = { fallback: PAGE_SHELLS[0].file, bySegment: {} };
    for (const shell of PAGE_SHELLS) {
      const pageChunks = new Set();
      for (const source of shell.pageModules) chunksOf(manifest, source, pageChunks);
      for (const chunk of entryChunks) pageChunks.delete(chunk);
      if (shell.pageModules.length > 0 && pageChunks.size === 0) {
        throw new Error(`No chunks found for ${shell.pageModules.join(', ')}`);
      }
      // React writes the tags it wants in the head (the hero picture's preload, the page's title
      // and description) ahead of the markup; pageDocument puts them there, where the browser
      // finds them first and React's adoption of the page skips them.
      const drawn = await shell.render();
      const links = headLinks([...pageChunks], drawn.markup ? fonts : [], PAGE_CODE_ATTRIBUTE);
      let html = pageDocument(template.replace(/\n\s*<\/head>/, `\n${links}  </head>`), drawn, {
        adopt: shell.hydrate,
      });
      if (drawn.markup) html = scriptsAfterPaint(html);
      const file = path.join(outDir, shell.file);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
      for (const segment of shell.segments) map.bySegment[segment] = shell.file;
    }
    const shellMap = pageShellMapSchema.parse(map);
    await writeFile(
      path.join(outDir, WEB_BUILD_FILES.shellMap),
      `${JSON.stringify(shellMap, null, 2)}\n`,
    );
  } finally {
    // The manifest was only for this step; it should not be served.
    await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  }
}
