import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { siteBase } from './site-base';
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemap-xml';

/** The storefront's pages that are the same for every visitor (apps/web/src/app/routes.tsx). */
export const SHOP_PAGES = ['/', '/collection', '/about', '/contact', '/seller'];

/**
 * Addresses in one sitemap file, and in /sitemap.xml before it turns into an index. The protocol
 * allows 50,000; a fifth of that keeps each file near a megabyte and quick to write.
 */
export const URLS_PER_SITEMAP = 10_000;

export const SITEMAP_PATH = '/sitemap.xml';
/** Where the files an index names are served. */
export const SITEMAPS_FOLDER = '/sitemaps';
export const PAGES_FILE = 'pages.xml';
const PRODUCTS_FILE = /^products-([1-9][0-9]{0,5})\.xml$/;
const productsFile = (number: number) => `products-${number}.xml`;

/** On the storefront: neither the product nor its category is taken off it. */
const live = and(eq(products.isDeleted, false), eq(categories.isDeleted, false));
const categoryJoin = eq(products.categoryId, categories.id);

/**
 * The shop's sitemaps, read from the database on every request: crawlers ask rarely, and the live
 * products come off their primary key in one pass, so nothing held in memory can go stale.
 *
 * /sitemap.xml lists the shop's pages, its live categories and its live products, each category
 * and product with the time its row last changed. Above `urlsPerFile` addresses it becomes an
 * index of `/sitemaps/products-1.xml`, `-2`, … (`urlsPerFile` products each, in id order) and
 * `/sitemaps/pages.xml` (the pages and categories).
 */
export class SitemapService {
  private readonly base: string;

  constructor(
    private readonly db: Database,
    publicUrl: string,
    private readonly urlsPerFile: number = URLS_PER_SITEMAP,
  ) {
    if (!Number.isSafeInteger(urlsPerFile) || urlsPerFile < 1) {
      throw new Error(`A sitemap holds at least one address, not ${urlsPerFile}`);
    }
    this.base = siteBase(publicUrl);
  }

  /** /sitemap.xml: every address, or the index of the files that hold them. */
  async sitemap(): Promise<string> {
    const [pages, productCount] = await Promise.all([this.pageEntries(), this.liveProductCount()]);
    if (pages.length + productCount <= this.urlsPerFile) {
      return urlsetXml([...pages, ...(await this.productEntries())]);
    }
    const productFiles = await this.productFiles();
    return sitemapIndexXml([
      ...productFiles,
      { loc: this.at(`${SITEMAPS_FOLDER}/${PAGES_FILE}`), lastmod: latest(pages) },
    ]);
  }

  /** A file the index names, by its name under /sitemaps; undefined when there is no such file. */
  async sitemapFile(name: string): Promise<string | undefined> {
    if (name === PAGES_FILE) return urlsetXml(await this.pageEntries());
    const number = PRODUCTS_FILE.exec(name)?.[1];
    if (number === undefined) return undefined;
    const entries = await this.productEntries({
      offset: (Number(number) - 1) * this.urlsPerFile,
      limit: this.urlsPerFile,
    });
    return entries.length > 0 ? urlsetXml(entries) : undefined;
  }

  /**
   * When any sitemap last changed, or may have: the latest change to any product or category,
   * deleted ones included, since taking one off the storefront changes its row too.
   */
  async lastChange(): Promise<Date | undefined> {
    const [[product], [category]] = await Promise.all([
      this.db.select({ at: max(products.updatedAt) }).from(products),
      this.db.select({ at: max(categories.updatedAt) }).from(categories),
    ]);
    return latest([{ lastmod: product?.at ?? undefined }, { lastmod: category?.at ?? undefined }]);
  }

  private at(path: string): string {
    return `${this.base}${path}`;
  }

  /** The shop's pages, then each live category's collection as the storefront links to it. */
  private async pageEntries(): Promise<SitemapEntry[]> {
    const rows = await this.db
      .select({ id: categories.id, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.isDeleted, false))
      .orderBy(asc(categories.id));
    return [
      ...SHOP_PAGES.map((path) => ({ loc: this.at(path) })),
      ...rows.map((row) => ({
        loc: this.at(`/collection?${new URLSearchParams({ category: row.id }).toString()}`),
        lastmod: row.updatedAt,
      })),
    ];
  }

  private async liveProductCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, categoryJoin)
      .where(live);
    return row?.n ?? 0;
  }

  /** Live products' pages in id order, all of them or one file's share. */
  private async productEntries(share?: { offset: number; limit: number }): Promise<SitemapEntry[]> {
    const query = this.db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(categories, categoryJoin)
      .where(live)
      .orderBy(asc(products.id));
    const rows = share ? await query.offset(share.offset).limit(share.limit) : await query;
    return rows.map((row) => ({
      loc: this.at(`/product/${encodeURIComponent(row.id)}`),
      lastmod: row.updatedAt,
    }));
  }

  /** The index's product files, each with the latest change among its products. */
  private async productFiles(): Promise<SitemapEntry[]> {
    const numbered = this.db
      .select({
        updatedAt: products.updatedAt,
        position: sql<number>`row_number() over (order by ${products.id})`.as('position'),
      })
      .from(products)
      .innerJoin(categories, categoryJoin)
      .where(live)
      .as('numbered');
    // Grouped and ordered by the first column: the file's number, counted from 0.
    const files = await this.db
      .select({
        file: sql<number>`(${numbered.position} - 1) / ${this.urlsPerFile}`.mapWith(Number),
        lastmod: sql<Date>`max(${numbered.updatedAt})`.mapWith(products.updatedAt),
      })
      .from(numbered)
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    return files.map(({ file, lastmod }) => ({
      loc: this.at(`${SITEMAPS_FOLDER}/${productsFile(file + 1)}`),
      lastmod,
    }));
  }
}

function latest(entries: { lastmod?: Date | undefined }[]): Date | undefined {
  let found: Date | undefined;
  for (const { lastmod } of entries) {
    if (lastmod && (!found || lastmod > found)) found = lastmod;
  }
  return found;
}
