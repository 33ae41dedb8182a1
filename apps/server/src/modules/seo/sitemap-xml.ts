/** One address in a sitemap, or one sitemap in an index. */
export interface SitemapEntry {
  /** Absolute, already URL-encoded. */
  loc: string;
  lastmod?: Date | undefined;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element, as the sitemap protocol asks of every `loc`. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A W3C Datetime in UTC, to the millisecond. */
const w3cDate = (date: Date) => date.toISOString();

function entryXml(element: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
  return `<${element}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${element}>`;
}

function documentXml(root: 'urlset' | 'sitemapindex', lines: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${NAMESPACE}">`,
    ...lines,
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemap: the addresses to crawl, one a line. */
export function urlsetXml(entries: SitemapEntry[]): string {
  return documentXml(
    'urlset',
    entries.map((entry) => entryXml('url', entry)),
  );
}

/** A sitemap index: the sitemaps to read, one a line. */
export function sitemapIndexXml(entries: SitemapEntry[]): string {
  return documentXml(
    'sitemapindex',
    entries.map((entry) => entryXml('sitemap', entry)),
  );
}
