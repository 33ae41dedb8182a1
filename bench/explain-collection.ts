/**
 * The plans PostgreSQL runs for collection pages: seeds the benchmark catalogue into an empty
 * database, reads each page through the shop's own catalogue service with the queries captured,
 * then prints EXPLAIN (ANALYZE, BUFFERS) of every query. PostgreSQL only (the plans are the point).
 *
 *   BENCH_DATABASE_URL=postgresql://me@localhost/empty_db npm run explain:collection -w bench
 */
import { rm } from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client';
import { postgresConnection } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { CatalogService, type ProductQuery } from '../apps/server/src/modules/catalog/service';
import { MediaService } from '../apps/server/src/modules/media/service';
import { DiskImageStorage } from '../apps/server/src/platform/storage';
import { benchShop } from './bench-shop';
import { seedLargeCatalogue } from './seed-large-catalogue';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('Set BENCH_DATABASE_URL to an empty PostgreSQL database.');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);

/** The pages the collection benchmark measures, as the shop's routes pass them on. */
const PAGES: [string, ProductQuery][] = [
  [
    'filtered with facets (size, two brands, price, in stock, low to high)',
    {
      sizes: ['4-5Y'],
      brands: ['Babyhug', 'Hopscotch'],
      minPrice: 300,
      maxPrice: 1500,
      inStock: true,
      sort: 'low-to-high',
    },
  ],
  ['colour and on sale', { colours: ['Red'], onSale: true }],
  ['misspelt search ("frok")', { search: 'frok' }],
];

const { database, dataDir } = await benchShop('explain');
await seedLargeCatalogue(database.db, PRODUCTS);
await database.close();

const pool = new pg.Pool(postgresConnection(url));
const captured: { text: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (text, params) => captured.push({ text, params }) },
}) as unknown as Database;
const catalog = new CatalogService(db, new MediaService(new DiskImageStorage(dataDir)));
try {
  for (const [name, query] of PAGES) {
    captured.length = 0;
    // Twice: the first fills PostgreSQL's buffers, as a running shop's are.
    await catalog.listProducts(query);
    captured.length = 0;
    await catalog.listProducts(query);
    console.log(`\n## ${name}\n`);
    for (const { text, params } of [...captured]) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off, summary on) ${text}`,
        params,
      );
      console.log('```');
      console.log(text.replace(/\s+/g, ' ').slice(0, 400));
      console.log('');
      for (const row of rows) console.log(row['QUERY PLAN']);
      console.log('```');
    }
  }
} finally {
  await pool.end();
  await rm(dataDir, { recursive: true, force: true });
}
