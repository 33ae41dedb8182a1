/**
 * Puts a page React drew into a built page (index.html or a prerendered shell): its head tags
 * into the head, its markup into #root, and the data it was drawn from beside it. The build
 * (tooling/prerender.mjs) and the server drawing a page with its data (page-render.tsx) both
 * write pages with it, so the two agree on where each part goes.
 */

/** What React wrote for a page: the tags it hoists into the head, and the page's markup. */
export interface DrawnPage {
  head: string;
  markup: string;
}

/** What React writes ahead of the markup for the head: pictures to preload, meta tags, the title. */
const HOISTED_TAGS = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)*/;
const TITLE = /<title>[^<]*<\/title>/;
const ROOT_START = /<div id="root"[^>]*>/;
/**
 * Marks the preloads of a page's own code in a prerendered shell: a shell needs that code to show
 * its page, a page drawn with its data does not, and leaves them out (withoutPageCodePreloads).
 */
export const PAGE_CODE_ATTRIBUTE = 'data-page-code';
const PAGE_CODE_PRELOAD = new RegExp(
  `\\n\\s*<link rel="modulepreload"[^>]* ${PAGE_CODE_ATTRIBUTE}[^>]*>`,
  'g',
);

/**
 * `html` without the preloads of its page's code. A page drawn with its data paints without any
 * script, and on a slow line those preloads would share the bandwidth with its pictures; the app
 * fetches that code itself when it takes the page over.
 */
export function withoutPageCodePreloads(html: string): string {
  return html.replace(PAGE_CODE_PRELOAD, '');
}

/** The element the browser reads the page's data from (main.tsx): JSON, never run as a script. */
export const PAGE_DATA_ID = 'page-data';

/** Splits React's output into the tags it hoists and the page's own markup. */
export function splitDrawnPage(html: string): DrawnPage {
  const head = HOISTED_TAGS.exec(html)?.[0] ?? '';
  return { head, markup: html.slice(head.length) };
}

interface PageDocumentOptions {
  /** Whether the app adopts the markup as its own first render (hydration). */
  adopt: boolean;
  /** The data the page was drawn from, as JSON, for the app to start from. */
  data?: string;
}

/** A head tag a page has one of: its description, robots rule, canonical link and share tags. */
const SINGLE_HEAD_TAG = /\n?\s*<(?:meta (?:name|property)="([^"]+)"|link rel="(canonical)")[^>]*>/g;

/** The names of the single head tags in `head` ('description', 'og:title', 'canonical'...). */
function singleTagNames(head: string): Set<string> {
  return new Set([...head.matchAll(SINGLE_HEAD_TAG)].map((match) => match[1] ?? match[2] ?? ''));
}

/**
 * `template` with `page` in place: a title of the page's own replaces the template's, its other
 * head tags join the head (replacing the template's tags of the same name, such as a shell's own
 * description and share tags, so each is there once), and its markup replaces whatever #root held.
 */
export function pageDocument(template: string, page: DrawnPage, options: PageDocumentOptions) {
  let html = template;
  let head = page.head;
  const title = TITLE.exec(head)?.[0];
  if (title && TITLE.test(html)) {
    html = html.replace(TITLE, () => title);
    head = head.replace(title, '');
  }
  const replaced = singleTagNames(head);
  const headEnd = html.indexOf('</head>');
  if (replaced.size > 0 && headEnd >= 0) {
    const templateHead = html
      .slice(0, headEnd)
      .replace(SINGLE_HEAD_TAG, (tag, name?: string, rel?: string) =>
        replaced.has(name ?? rel ?? '') ? '' : tag,
      );
    html = templateHead + html.slice(headEnd);
  }
  if (head) html = html.replace(/\n\s*<\/head>/, () => `\n    ${head}\n  </head>`);

  const rootStart = ROOT_START.exec(html);
  const bodyEnd = html.lastIndexOf('</body>');
  const rootEnd = html.lastIndexOf('</div>', bodyEnd);
  if (!rootStart || bodyEnd < 0 || rootEnd < rootStart.index) {
    throw new Error('The page has no #root element to draw into');
  }
  const root = `<div id="root"${options.adopt ? ' data-prerendered' : ''}>${page.markup}</div>`;
  const data =
    options.data === undefined
      ? ''
      : `\n    <script type="application/json" id="${PAGE_DATA_ID}">${options.data}</script>`;
  return html.slice(0, rootStart.index) + root + data + html.slice(rootEnd + '</div>'.length);
}
