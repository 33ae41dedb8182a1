import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  truncate,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlacedOrder, Product } from '@littleloom/shared';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '../../db/client';
import {
  documentSeries,
  issuedDocuments,
  orders,
  walletTransactions,
  wallets,
} from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory } from '../../testing/fixtures';
import { moveItem, setSeller } from '../../testing/invoicing';
import { imageFile, multipartBody, pngImage } from '../../testing/multipart';
import { placedOrder, sizedProduct } from '../../testing/order-journeys';
import { fundWallet, orderingShopper } from '../../testing/orders';
import { createEmptyDatabase } from '../../testing/postgres';
import { createTestApp, openTestDatabase, type TestContext } from '../../testing/test-app';
import { walletState } from '../../testing/wallet';
import { listTables, qualified, rowsOf } from './database-catalog';
import type { BackupManifest } from './manifest';
import { restoreBackup, RestoreRefused } from './restore-backup';
import { knownMigrations, migrationsUpTo } from './schema-version';
import { takeBackup } from './take-backup';
import { itOnPostgres } from '../../testing/postgres-only';
import { DiskImageStorage } from '../../platform/storage';

const postgresUrl = inject('postgresUrl');

type Source = 'embedded' | 'postgresql';
/** Embedded always; PostgreSQL too when the suites run against it (CI runs both). */
const SOURCES: Source[] = postgresUrl ? ['embedded', 'postgresql'] : ['embedded'];

interface TradingShop {
  ctx: TestContext;
  database: DatabaseHandle;
  file: string;
  before: ShopFacts;
  buyers: string[];
}

let scratch: string;
const shops = new Map<Source, Promise<TradingShop>>();
const shopOn = (source: Source) => {
  if (!shops.has(source)) shops.set(source, tradingShop(source));
  return shops.get(source)!;
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'littleloom-restore-'));
});

afterAll(async () => {
  for (const shop of shops.values()) {
    const { ctx, database } = await shop;
    await ctx.close();
    await database.close();
  }
  await rm(scratch, { recursive: true, force: true });
});

/**
 * A shop with trade in it, through the API as shoppers and the admin make it: a product added
 * with a picture, a wallet order shipped (a tax invoice, its PDF kept) and partly cancelled
 * after (a credit note, a refund to the wallet), a cash order, a wallet topped up. Then backed up
 * from the back office.
 */
async function tradingShop(source: Source): Promise<TradingShop> {
  const database =
    source === 'postgresql'
      ? await openTestDatabase()
      : await openPglite({ loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) });
  const ctx = await createTestApp({}, { database });
  const admin = bearer(await adminSession(ctx));
  await setSeller(ctx, admin, 'Maharashtra', '27AAPFU0939F1ZV');
  const categoryId = await addCategory(ctx.db, 'Kurtas');

  const form = multipartBody([
    ['name', 'Block Print Kurta'],
    ['description', 'Hand block printed cotton.'],
    ['category', categoryId],
    ['price', '999'],
    ['brand', 'Little Loom'],
    ['sizes', JSON.stringify([{ size: 'M', stock: 7 }])],
    ['image1', imageFile(await pngImage(200))],
  ]);
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
  expect(added.statusCode, added.body).toBe(201);
  const kurta = (added.json().product as Product)._id;
  const tee = await sizedProduct(ctx, categoryId, 499);

  const shipped = await placedOrder(ctx, [
    { productId: kurta, quantity: 1 },
    { productId: tee, quantity: 2 },
  ]);
  const itemAt = (order: PlacedOrder, price: number) =>
    order.items.find((item) => item.price === price)!._id;
  await moveItem(ctx, admin, shipped.order._id, itemAt(shipped.order, 999), 'SHIPPED');
  const cancelled = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/user/orders/${shipped.order._id}?itemId=${itemAt(shipped.order, 499)}`,
    headers: shipped.buyer.headers,
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);

  const cash = await placedOrder(ctx, [{ productId: tee, quantity: 1 }], 'COD');
  await fundWallet(ctx, cash.buyer.id, 1234.5);

  const before = await shopFacts(ctx.db, path.join(ctx.config.dataDir, 'uploads'));
  const taken = await ctx.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
  expect(taken.statusCode, taken.body).toBe(201);
  return {
    ctx,
    database,
    file: path.join(ctx.config.backups.dir, taken.json().backup.name),
    before,
    buyers: [shipped.buyer.id, cash.buyer.id],
  };
}

/** Everything a restore must give back, as plain values to compare. */
interface ShopFacts {
  rowsPerTable: Record<string, number>;
  stock: number;
  orders: { number: string; finalPaise: number; invoice: string | null; status: string }[];
  items: { count: number; valuePaise: number };
  wallets: { balances: Record<string, number>; ledgerMatches: boolean[] };
  ledger: { seq: number; type: string; amountPaise: number; balanceAfterPaise: number }[];
  series: { kind: string; year: number; last: number }[];
  documents: { number: string; kind: string; sha256: string; bytes: number }[];
  images: Record<string, { bytes: number; sha256: string }>;
  sequences: Record<string, string>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function shopFacts(db: Database, uploadsDir: string): Promise<ShopFacts> {
  const rowsPerTable: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const [row] = await rowsOf<{ n: string }>(
      db,
      sql.raw(`SELECT count(*)::text AS n FROM ${qualified(table.name)}`),
    );
    rowsPerTable[table.name] = Number(row!.n);
  }
  const [stock] = await rowsOf<{ total: string }>(
    db,
    sql`SELECT coalesce(sum(stock), 0)::text AS total FROM product_sizes`,
  );
  const [items] = await rowsOf<{ count: string; value: string }>(
    db,
    sql`SELECT count(*)::text AS count, coalesce(sum(quantity * unit_price_paise), 0)::text AS value FROM order_items`,
  );
  const walletRows = await db.select().from(wallets).orderBy(asc(wallets.userId));
  const balances = Object.fromEntries(walletRows.map((w) => [w.userId, w.balancePaise]));
  const ledgerMatches = await Promise.all(
    walletRows.map(async (w) => {
      const state = await walletState(db, w.userId);
      return state.balancePaise === state.ledgerSumPaise;
    }),
  );
  const documents = await db.select().from(issuedDocuments).orderBy(asc(issuedDocuments.number));
  const images: ShopFacts['images'] = {};
  for (const name of existsSync(uploadsDir) ? await readdir(uploadsDir) : []) {
    const bytes = await readFile(path.join(uploadsDir, name));
    images[name] = { bytes: bytes.length, sha256: sha256(bytes) };
  }
  const sequences: Record<string, string> = {};
  for (const name of ['order_number_seq', 'wallet_transactions_seq_seq']) {
    const [row] = await rowsOf<{ v: string; called: boolean }>(
      db,
      sql.raw(`SELECT last_value::text AS v, is_called AS called FROM ${qualified(name)}`),
    );
    sequences[name] = `${row!.v}/${row!.called}`;
  }
  return {
    rowsPerTable,
    stock: Number(stock!.total),
    orders: (await db.select().from(orders).orderBy(asc(orders.orderNumber))).map((o) => ({
      number: o.orderNumber,
      finalPaise: o.finalPricePaise,
      invoice: o.invoiceNumber,
      status: o.paymentStatus,
    })),
    items: { count: Number(items!.count), valuePaise: Number(items!.value) },
    wallets: { balances, ledgerMatches },
    ledger: (await db.select().from(walletTransactions).orderBy(asc(walletTransactions.seq))).map(
      (line) => ({
        seq: line.seq,
        type: line.type,
        amountPaise: line.amountPaise,
        balanceAfterPaise: line.balanceAfterPaise,
      }),
    ),
    series: (await db.select().from(documentSeries)).map((s) => ({
      kind: s.kind,
      year: s.financialYear,
      last: s.lastNumber,
    })),
    documents: documents.map((d) => ({
      number: d.number,
      kind: d.kind,
      sha256: sha256(d.pdf),
      bytes: d.pdf.length,
    })),
    images,
    sequences,
  };
}

/** The shop as the test built it: its trade is all there, so the comparisons mean something. */
function expectTrade(facts: ShopFacts) {
  expect(facts.orders).toHaveLength(2);
  expect(facts.documents.map((d) => d.kind).sort()).toEqual(['creditNote', 'invoice']);
  expect(facts.series).toHaveLength(2);
  expect(Object.keys(facts.images).length).toBeGreaterThanOrEqual(2);
  expect(facts.ledger.length).toBeGreaterThanOrEqual(4);
  expect(facts.wallets.ledgerMatches.every(Boolean)).toBe(true);
  expect(facts.rowsPerTable.credit_notes).toBe(1);
  // The uploaded picture, and one the fixtures name without a file.
  expect(facts.rowsPerTable.product_images).toBe(2);
}

/** The restored shop serves: its picture, and a new order gets the next number, not a used one. */
async function trade(
  shop: TradingShop,
  database: DatabaseHandle & { url?: string },
  dataDir: string,
) {
  const { before, buyers } = shop;
  const restored = await createTestApp({ DATA_DIR: dataDir }, { database });
  try {
    const picture = Object.keys(before.images)[0]!;
    const served = await restored.app.inject({ method: 'GET', url: `/uploads/${picture}` });
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(before.images[picture]!.sha256);

    const [product] = await rowsOf<{ id: string }>(
      restored.db,
      sql`SELECT s.product_id AS id FROM product_sizes s JOIN products p ON p.id = s.product_id
          WHERE s.stock > 0 ORDER BY p.price_paise LIMIT 1`,
    );
    const buyer = await orderingShopper(restored, [{ productId: product!.id, quantity: 1 }]);
    const placed = await buyer.place({ paymentMethod: 'COD' });
    expect(placed.statusCode, placed.body).toBe(201);
    const counter = (orderNumber: string) => Number(orderNumber.split('-').at(-1));
    const highest = Math.max(...before.orders.map((o) => counter(o.number)));
    expect(counter(placed.json().order.orderNumber)).toBe(highest + 1);

    await fundWallet(restored, buyer.id, 10);
    const [line] = await restored.db
      .select({ seq: walletTransactions.seq })
      .from(walletTransactions)
      .where(sql`${walletTransactions.userId} = ${buyer.id}`);
    expect(line!.seq).toBe(Math.max(...before.ledger.map((l) => l.seq)) + 1);
    // The old shoppers' wallets are theirs as before.
    for (const id of buyers) {
      expect((await walletState(restored.db, id)).balancePaise).toBe(before.wallets.balances[id]);
    }
  } finally {
    await restored.close();
  }
}

const freshFolder = () => mkdtemp(path.join(scratch, 'data-'));

describe.each(SOURCES)('a backup of a trading shop on the %s database', (source) => {
  let shop: TradingShop;
  beforeAll(async () => {
    shop = await shopOn(source);
  }, 120_000);

  it('holds every table, the schema version, the sequences and the pictures, with checksums', async () => {
    expectTrade(shop.before);
    // Password hashes, addresses and one-time codes: its owner's alone, whatever the umask.
    expect((await stat(shop.file)).mode & 0o777).toBe(0o600);
    const work = await mkdtemp(path.join(scratch, 'unpacked-'));
    await extractTar({ file: shop.file, cwd: work });
    const manifest = JSON.parse(
      await readFile(path.join(work, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    const journal = await knownMigrations();
    expect(manifest).toMatchObject({
      format: 'littleloom-backup',
      formatVersion: 1,
      source: shop.ctx.kind === 'pglite' ? 'embedded' : 'postgresql',
      schema: { lastMigration: journal.at(-1)!.tag },
    });
    expect(manifest.schema.migrations.map((m) => m.tag)).toEqual(journal.map((e) => e.tag));
    expect(Object.fromEntries(manifest.tables.map((table) => [table.table, table.rows]))).toEqual(
      shop.before.rowsPerTable,
    );
    expect(manifest.images.files).toBe(Object.keys(shop.before.images).length);
    const orderNumbers = manifest.sequences.find((s) => s.name === 'order_number_seq');
    expect(`${orderNumbers?.lastValue}/${orderNumbers?.isCalled}`).toBe(
      shop.before.sequences.order_number_seq,
    );
    // Bytes stay bytes: the invoice's PDF is written as PostgreSQL's hex, whole.
    const documents = (await readFile(path.join(work, 'tables', 'issued_documents.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { pdf: string; number: string });
    for (const document of documents) {
      const bytes = Buffer.from(document.pdf.replace(/^\\x/, ''), 'hex');
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha256(bytes)).toBe(
        shop.before.documents.find((d) => d.number === document.number)!.sha256,
      );
    }
  });

  it('restores into an empty data folder with every count, sum, byte and sequence as it was', async () => {
    const dataDir = await freshFolder();
    const result = await restoreBackup({ file: shop.file, dataDir, databaseUrl: undefined });
    expect(result.migratedTo).toBe((await knownMigrations()).at(-1)!.tag);
    const restored = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      expect(await shopFacts(restored.db, path.join(dataDir, 'uploads'))).toEqual(shop.before);
      await trade(shop, restored, dataDir);
    } finally {
      await restored.close();
    }
  });

  // An embedded backup restored into PostgreSQL is how a shop moves up. It needs a PostgreSQL
  // server: CI sets TEST_DATABASE_URL and runs this; without it the embedded run leaves it out.
  itOnPostgres(
    'restores into an empty PostgreSQL database with every count, sum, byte and sequence as it was',
    async () => {
      const database = await createEmptyDatabase(postgresUrl!);
      try {
        const dataDir = await freshFolder();
        await restoreBackup({ file: shop.file, dataDir, databaseUrl: database.url });
        const restored = openPostgres(database.url, 3);
        try {
          expect(await shopFacts(restored.db, path.join(dataDir, 'uploads'))).toEqual(shop.before);
          await trade(shop, { ...restored, url: database.url }, dataDir);
        } finally {
          await restored.close();
        }

        // Not twice into the same database.
        await expect(
          restoreBackup({
            file: shop.file,
            dataDir: await freshFolder(),
            databaseUrl: database.url,
          }),
        ).rejects.toThrow(/The PostgreSQL database .* is not empty/);
      } finally {
        await database.drop();
      }
    },
  );
});

describe('restore refuses', () => {
  let shop: TradingShop;
  beforeAll(async () => {
    shop = await shopOn('embedded');
  }, 120_000);

  it('a data folder that already holds a shop, and leaves it as it was', async () => {
    const dataDir = await freshFolder();
    await restoreBackup({ file: shop.file, dataDir, databaseUrl: undefined });
    // Without its images, the folder still holds the database.
    await rm(path.join(dataDir, 'uploads'), { recursive: true });

    const again = restoreBackup({ file: shop.file, dataDir, databaseUrl: undefined });
    await expect(again).rejects.toThrow(RestoreRefused);
    await expect(again).rejects.toThrow(/already holds a shop's database/);
    const restored = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      expect((await shopFacts(restored.db, path.join(scratch, 'none'))).rowsPerTable).toEqual(
        shop.before.rowsPerTable,
      );
    } finally {
      await restored.close();
    }
  });

  it('a folder with images in it', async () => {
    const dataDir = await freshFolder();
    await mkdir(path.join(dataDir, 'uploads'));
    await writeFile(path.join(dataDir, 'uploads', 'keep-me.webp'), 'mine');
    await expect(
      restoreBackup({ file: shop.file, dataDir, databaseUrl: undefined }),
    ).rejects.toThrow(/uploads is not empty/);
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('a damaged file: cut short, or with a file that is not what the manifest says', async () => {
    const short = path.join(scratch, 'short.tar.gz');
    await copyFile(shop.file, short);
    await truncate(short, Math.floor((await stat(short)).size / 2));
    const dataDir = await freshFolder();
    await expect(restoreBackup({ file: short, dataDir, databaseUrl: undefined })).rejects.toThrow(
      /is damaged/,
    );

    const altered = await repacked(shop.file, 'altered', async (work) => {
      const file = path.join(work, 'tables', 'wallets.jsonl');
      const text = await readFile(file, 'utf8');
      await writeFile(
        file,
        text.replace(/"balance_paise":(\d+)/, (_, n) => `"balance_paise":${Number(n) + 100000}`),
      );
    });
    await expect(restoreBackup({ file: altered, dataDir, databaseUrl: undefined })).rejects.toThrow(
      'tables/wallets.jsonl does not match its checksum in the manifest',
    );

    const pictureGone = await repacked(shop.file, 'picture-gone', async (work) => {
      const uploads = path.join(work, 'uploads');
      await rm(path.join(uploads, (await readdir(uploads))[0]!));
    });
    await expect(
      restoreBackup({ file: pictureGone, dataDir, databaseUrl: undefined }),
    ).rejects.toThrow(/is damaged: uploads\/.* is missing/);
    // Nothing was written.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('a backup whose schema is newer than this code', async () => {
    const newer = await repacked(shop.file, 'newer', async (work) => {
      const file = path.join(work, 'manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as BackupManifest;
      const last = manifest.schema.migrations.at(-1)!;
      manifest.schema.migrations.push({
        tag: '9999_from_the_future',
        when: last.when + 1,
        hash: 'f',
      });
      manifest.schema.lastMigration = '9999_from_the_future';
      await writeFile(file, JSON.stringify(manifest));
    });
    const dataDir = await freshFolder();
    await expect(restoreBackup({ file: newer, dataDir, databaseUrl: undefined })).rejects.toThrow(
      "The backup's schema (9999_from_the_future) is newer than this code's",
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describe('a backup of an older schema', () => {
  it('is restored at its own version, then migrated forward', async () => {
    const journal = await knownMigrations();
    const olderIndex = journal.length - 3;
    const old = await openPglite();
    try {
      await old.migrate(await migrationsUpTo(olderIndex, path.join(scratch, 'older-migrations')));
      // Written in the older schema's own terms: today's code may know columns it did not have.
      await old.db.execute(
        sql`INSERT INTO users (name, email, role) VALUES ('Early Shopper', 'early@example.com', 'user')`,
      );
      const file = await takeBackup({
        db: old.db,
        kind: 'pglite',
        images: new DiskImageStorage(path.join(scratch, 'no-images')),
        backupDir: path.join(scratch, 'older-backups'),
      });
      const dataDir = await freshFolder();
      const result = await restoreBackup({ file: file!.path, dataDir, databaseUrl: undefined });
      expect(result.manifest.schema.lastMigration).toBe(journal[olderIndex]!.tag);
      expect(result.migratedTo).toBe(journal.at(-1)!.tag);

      const restored = await openPglite({ dataDir: path.join(dataDir, 'db') });
      try {
        const applied = await rowsOf<{ n: string }>(
          restored.db,
          sql`SELECT count(*)::text AS n FROM drizzle.__drizzle_migrations`,
        );
        expect(Number(applied[0]!.n)).toBe(journal.length);
        const users = await rowsOf<{ email: string }>(restored.db, sql`SELECT email FROM users`);
        expect(users).toEqual([{ email: 'early@example.com' }]);
      } finally {
        await restored.close();
      }
    } finally {
      await old.close();
    }
  });
});

/** The test's backup unpacked, changed by `change`, and packed again as it was. */
async function repacked(
  from: string,
  name: string,
  change: (work: string) => Promise<void>,
): Promise<string> {
  const work = await mkdtemp(path.join(scratch, `${name}-`));
  await extractTar({ file: from, cwd: work });
  await change(work);
  const file = path.join(scratch, `${name}.tar.gz`);
  await createTar({ gzip: true, file, cwd: work, portable: true }, await readdir(work));
  return file;
}
