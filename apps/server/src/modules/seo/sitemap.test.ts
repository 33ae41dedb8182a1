import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema';
import { adminSession, bearer } from '../../testing/accounts';
import { addCategory, addProduct } from '../../testing/fixtures';
import { imageFile, multipartBody, pngImage } from '../../testing/multipart';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { PRIVATE_PATHS } from './robots';
import { seoRoutes } from './routes';

const SHOP = 'https://littleloom.example';

let ctx: TestContext;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: SHOP });
  admin = bearer(await adminSession(ctx));
  png = await pngImage(64);
});

afterAll(async () => {
  await ctx.close();
});

interface Listed {
  loc: string;
  lastmod: string | undefined;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** The entries of a sitemap (`url`) or an index (`sitemap`), every one of them or the test fails. */
function entriesOf(xml: string, element: 'url' | 'sitemap'): Listed[] {
  const root = element === 'url' ? 'urlset' : 'sitemapindex';
  expect(xml).toMatch(
    new RegExp(
      `^<\\?xml version="1.0" encoding="UTF-8"\\?>\\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\\n`,
    ),
  );
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  // Every ampersand starts one of XML's entities.
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const pattern = new RegExp(
    `<${element}><loc>([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?</${element}>`,
    'g',
  );
  const entries = [...xml.matchAll(pattern)].map((match) => ({
    loc: match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]!),
    lastmod: match[2],
  }));
  expect(entries).toHaveLength(xml.split(`<${element}>`).length - 1);
  return entries;
}

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function sitemapEntries(url = '/sitemap.xml'): Promise<Listed[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return entriesOf(res.body, 'url');
}

async function addCategoryAsAdmin(name: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/category',
    headers: admin,
    payload: { name, description: `${name} for little ones` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function addProductAsAdmin(categoryId: string, name: string): Promise<string> {
  const body = multipartBody([
    ['name', name],
    ['description', 'Soft cotton, made for play.'],
    ['category', categoryId],
    ['price', '499'],
    ['brand', 'Hopscotch'],
    ['sizes', JSON.stringify([{ size: '2-3Y', stock: 4 }])],
    ['image1', imageFile(png)],
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/products/add',
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product._id as string;
}

async function deleteProductAsAdmin(id: string): Promise<void> {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${id}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function productChanged(id: string): Promise<string> {
  const [row] = await ctx.db
    .select({ at: products.updatedAt })
    .from(products)
    .where(eq(products.id, id));
  return row!.at.toISOString();
}

async function categoryChanged(id: string): Promise<string> {
  const [row] = await ctx.db
    .select({ at: categories.updatedAt })
    .from(categories)
    .where(eq(categories.id, id));
  return row!.at.toISOString();
}

const productLoc = (id: string) => `${SHOP}/product/${id}`;
const categoryLoc = (id: string) => `${SHOP}/collection?category=${id}`;
const locs = (entries: Listed[]) => entries.map((entry) => entry.loc);

describe('/sitemap.xml', () => {
  let categoryId: string;
  let frockId: string;

  beforeAll(async () => {
    categoryId = await addCategoryAsAdmin('Girls');
    frockId = await addProductAsAdmin(categoryId, 'Rainbow Frock');
  });

  it("lists the shop's pages, and each live category and product with the time it last changed", async () => {
    const entries = await sitemapEntries();
    expect(entries).toEqual(
      expect.arrayContaining([
        { loc: `${SHOP}/`, lastmod: undefined },
        { loc: `${SHOP}/collection`, lastmod: undefined },
        { loc: `${SHOP}/about`, lastmod: undefined },
        { loc: `${SHOP}/contact`, lastmod: undefined },
        { loc: `${SHOP}/seller`, lastmod: undefined },
        { loc: categoryLoc(categoryId), lastmod: await categoryChanged(categoryId) },
        { loc: productLoc(frockId), lastmod: await productChanged(frockId) },
      ]),
    );
    expect(entries).toHaveLength(7);
    for (const path of PRIVATE_PATHS) {
      expect(locs(entries).some((loc) => loc.startsWith(`${SHOP}${path}`))).toBe(false);
    }
  });

  it('drops a product the admin deletes, and lists one the admin adds or puts back', async () => {
    const firstListed = await productChanged(frockId);
    const romperId = await addProductAsAdmin(categoryId, 'Dino Romper');
    expect(await sitemapEntries()).toContainEqual({
      loc: productLoc(romperId),
      lastmod: await productChanged(romperId),
    });

    await deleteProductAsAdmin(frockId);
    const afterDelete = locs(await sitemapEntries());
    expect(afterDelete).not.toContain(productLoc(frockId));
    expect(afterDelete).toContain(productLoc(romperId));

    const restored = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/restore/${frockId}`,
      headers: admin,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const restoredAt = await productChanged(frockId);
    expect(restoredAt).not.toBe(firstListed);
    expect(await sitemapEntries()).toContainEqual({
      loc: productLoc(frockId),
      lastmod: restoredAt,
    });
  });

  it('drops a category the admin takes off the storefront, with its products', async () => {
    const winterId = await addCategoryAsAdmin('Winter Wear');
    const jacketId = await addProductAsAdmin(winterId, 'Puffer Jacket');
    expect(locs(await sitemapEntries())).toEqual(
      expect.arrayContaining([categoryLoc(winterId), productLoc(jacketId)]),
    );

    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/category/${winterId}/delete`,
      headers: admin,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = locs(await sitemapEntries());
    expect(after).not.toContain(categoryLoc(winterId));
    expect(after).not.toContain(productLoc(jacketId));
    expect(after).toContain(productLoc(frockId));
  });

  it('answers a crawler that has the current copy 304, and a changed catalogue 200', async () => {
    const first = await get('/sitemap.xml');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await addProductAsAdmin(categoryId, 'Star Tee');
    const changed = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('says when the catalogue last changed, once that second is over', async () => {
    // Into the next whole second: until then another change could share the header.
    await new Promise((resolve) => setTimeout(resolve, 1_005 - (Date.now() % 1_000)));
    const [[product], [category]] = await Promise.all([
      ctx.db.select({ at: max(products.updatedAt) }).from(products),
      ctx.db.select({ at: max(categories.updatedAt) }).from(categories),
    ]);
    const latest = Math.max(product!.at!.getTime(), category!.at!.getTime());

    const res = await get('/sitemap.xml');
    expect(res.headers['last-modified']).toBe(new Date(latest).toUTCString());
    const unchanged = await get('/sitemap.xml', {
      'if-modified-since': res.headers['last-modified'] as string,
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('caps the requests one address may make, far above what a crawler asks for', async () => {
    const from = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/sitemap.xml', remoteAddress });
    for (let i = 0; i < 60; i += 1) expect((await from('203.0.113.9')).statusCode).toBe(200);
    expect((await from('203.0.113.9')).statusCode).toBe(429);
    expect((await from('203.0.113.10')).statusCode).toBe(200);
  });

  it('is a 404 for a sitemap file that does not exist', async () => {
    for (const name of ['products-0.xml', 'products-2.xml', 'products-x.xml', 'orders.xml']) {
      const res = await get(`/sitemaps/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
  });
});

describe('a sitemap index, above the addresses one file holds', () => {
  /** The same routes again under /few, with files of eight addresses, so that a handful fills one. */
  const FEW = '/few';
  const FEW_PER_FILE = 8;
  /** A path on this server for an address the sitemap names, on the routes under /few. */
  const few = (loc: string) => `${FEW}${loc.slice(SHOP.length)}`;

  it('lists every address itself up to the limit, and names files of products beyond it', async () => {
    const own = await createTestApp(
      { PUBLIC_URL: SHOP },
      {
        beforeReady: async (app) => {
          await app.register(seoRoutes, { prefix: FEW, urlsPerFile: FEW_PER_FILE });
        },
      },
    );
    const fetch = (url: string) => own.app.inject({ method: 'GET', url });
    try {
      const categoryId = await addCategory(own.db, 'Infants');
      // Five pages, a category and two products: the limit exactly.
      for (const name of ['Bib', 'Bonnet'])
        await addProduct(own.db, categoryId, { name, price: 199 });
      const whole = await fetch(`${FEW}/sitemap.xml`);
      expect(entriesOf(whole.body, 'url')).toHaveLength(FEW_PER_FILE);

      // Eight more: ten products in all, in two files of products and one of pages.
      for (let i = 0; i < 8; i += 1) {
        await addProduct(own.db, categoryId, { name: `Mitten No. ${i}`, price: 99 });
      }
      const index = await fetch(`${FEW}/sitemap.xml`);
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      const files = entriesOf(index.body, 'sitemap');
      expect(locs(files)).toEqual([
        `${SHOP}/sitemaps/products-1.xml`,
        `${SHOP}/sitemaps/products-2.xml`,
        `${SHOP}/sitemaps/pages.xml`,
      ]);

      const liveProducts = await own.db
        .select({ id: products.id, at: products.updatedAt })
        .from(products);
      const listed: Listed[] = [];
      for (const file of files.slice(0, 2)) {
        const res = await fetch(few(file.loc));
        const entries = entriesOf(res.body, 'url');
        expect(entries.length).toBeLessThanOrEqual(FEW_PER_FILE);
        // The index's lastmod is the latest of its file's.
        const latest = entries.map((entry) => entry.lastmod!).sort()[entries.length - 1];
        expect(file.lastmod).toBe(latest);
        listed.push(...entries);
      }
      expect(listed.map((entry) => entry.loc).sort()).toEqual(
        liveProducts.map((row) => productLoc(row.id)).sort(),
      );
      expect(listed).toEqual(
        expect.arrayContaining(
          liveProducts.map((row) => ({ loc: productLoc(row.id), lastmod: row.at.toISOString() })),
        ),
      );

      const pages = await fetch(few(files[2]!.loc));
      expect(locs(entriesOf(pages.body, 'url'))).toEqual([
        `${SHOP}/`,
        `${SHOP}/collection`,
        `${SHOP}/about`,
        `${SHOP}/contact`,
        `${SHOP}/seller`,
        categoryLoc(categoryId),
      ]);
      expect(files[2]!.lastmod).toBe(
        (await own.db.select({ at: categories.updatedAt }).from(categories))[0]!.at.toISOString(),
      );
      expect((await fetch(`${FEW}/sitemaps/products-3.xml`)).statusCode).toBe(404);
    } finally {
      await own.close();
    }
  });
});

describe('/robots.txt', () => {
  it('lets crawlers read the storefront, keeps them out of private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /orders',
        'Disallow: /profile',
        'Disallow: /wishlist',
        'Disallow: /admin',
        'Disallow: /login',
        'Disallow: /register',
        'Disallow: /forgot-password',
        'Disallow: /unsubscribe',
        'Disallow: /api/',
        '',
        `Sitemap: ${SHOP}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('an address with characters XML reserves', () => {
  it("escapes them in the sitemap's addresses, and names the sitemap as it is in robots.txt", async () => {
    const shop = "https://shop.example/tom&jerry's";
    const own = await createTestApp({ PUBLIC_URL: shop });
    try {
      const productId = await addProduct(own.db, await addCategory(own.db, 'Toys'), {
        name: 'Kite',
        price: 299,
      });
      const sitemap = await own.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain(
        `<loc>https://shop.example/tom&amp;jerry&apos;s/product/${productId}</loc>`,
      );
      expect(locs(entriesOf(sitemap.body, 'url'))).toContain(`${shop}/product/${productId}`);

      const robots = await own.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain(`Sitemap: ${shop}/sitemap.xml\n`);
    } finally {
      await own.close();
    }
  });
});

describe('route access', () => {
  it('declares every crawler route public', () => {
    const seo = ctx.app
      .listRoutes()
      .filter((route) => ['/robots.txt', '/sitemap.xml', '/sitemaps/:file'].includes(route.url));
    expect(seo).toEqual([
      { method: 'GET', url: '/robots.txt', access: 'public' },
      { method: 'GET', url: '/sitemap.xml', access: 'public' },
      { method: 'GET', url: '/sitemaps/:file', access: 'public' },
    ]);
  });
});
