import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageShellMapSchema, WEB_BUILD_FILES } from '@littleloom/shared';

/** One built page, with the Brotli and gzip copies the build wrote beside it. */
export interface ShellPage {
  html: string;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/** The built web app's pages, and which one a path gets. */
export interface PageShells {
  forPath(pathname: string): ShellPage;
}

function readOptional(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function readPage(file: string): ShellPage | undefined {
  const html = readOptional(file)?.toString('utf8');
  if (html === undefined) return undefined;
  return { html, br: readOptional(`${file}.br`), gzip: readOptional(`${file}.gz`) };
}

/**
 * The built web app's pages, read once at start, or undefined when the web app has not been built.
 * Which page a path gets is the build's shells file (written by apps/web/tooling/prerender.mjs); a
 * build without one (or a test's stand-in) serves its index.html for every path.
 */
export function readPageShells(webDistDir: string): PageShells | undefined {
  const index = readPage(path.join(webDistDir, 'index.html'));
  if (!index) return undefined;
  const rawMap = readOptional(path.join(webDistDir, WEB_BUILD_FILES.shellMap));
  if (!rawMap) return { forPath: () => index };

  const map = pageShellMapSchema.parse(JSON.parse(rawMap.toString('utf8')));
  const load = (file: string): ShellPage => {
    // A file outside the build folder is a broken map, not something to serve.
    const full = path.resolve(webDistDir, file);
    if (!full.startsWith(path.resolve(webDistDir) + path.sep)) {
      throw new Error(`${WEB_BUILD_FILES.shellMap} names a file outside the build: ${file}`);
    }
    const page = readPage(full);
    if (!page) throw new Error(`${WEB_BUILD_FILES.shellMap} names a missing file: ${file}`);
    return page;
  };
  const fallback = load(map.fallback);
  const bySegment = new Map(
    Object.entries(map.bySegment).map(([segment, file]) => [segment, load(file)]),
  );
  return {
    forPath(pathname) {
      const firstSegment = pathname.split('/')[1] ?? '';
      return bySegment.get(firstSegment) ?? fallback;
    },
  };
}
