import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes, products } from '../db/schema';
import { addCategory, addProduct } from '../testing/fixtures';
import { buyer, sampleReview, writeReview } from '../testing/reviews';
import { createTestApp, type TestContext } from '../testing/test-app';
import { webBuildWithPageRenderer } from '../testing/web-build';
// The rules a Google merchant listing must meet, kept with the shared structured data's tests.
import { merchantListingProblems } from '../../../../packages/shared/src/testing/merchant-listing-rules';

const SHOP = 'https://littleloom.example';

let ctx: TestContext;
let web: Awaited<ReturnType<typeof webBuildWithPageRenderer>>;
let categoryId: string;
let frockId: string;

beforeAll(async () => {
  web = await webBuildWithPageRenderer();
  ctx = await createTestApp({ PUBLIC_URL: SHOP }, { webDistDir: web.dir });
  categoryId = await addCategory(ctx.db, 'Frocks & Dresses');
  frockId = await addProduct(ctx.db, categoryId, {
    name: 'Blossom <Puff> Frock',
    price: 1299,
    discountPrice: 899,
    images: ['products/blossom-frock.png'],
    sizes: [
      { size: '2-3Y', stock: 4 },
      { size: '3-4Y', stock: 0 },
    ],
  });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await web?.remove();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, html: res.body, type: res.headers['content-type'] };
}

/** Every JSON-LD object the page carries. */
function structuredData(html: string): Record<string, unknown>[] {
  const scripts = html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g);
  return [...scripts].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('a product page on its first response', () => {
  it('carries the product, its head and its structured data, readable without scripts', async () => {
    const { status, html, type } = await page(`/product/${frockId}`);
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    const head = headOf(html);
    expect(head).toContain('<title>Blossom &lt;Puff&gt; Frock · Little Loom</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toMatch(
      /<meta name="description" content="Blossom &lt;Puff&gt; Frock[^"]*₹899\.00/,
    );
    expect(head).toContain(`<link rel="canonical" href="${SHOP}/product/${frockId}"/>`);
    expect(head).toContain(
      `<meta property="og:image" content="${SHOP}/og/product/${frockId}.jpg"/>`,
    );
    expect(head).toContain('<meta property="og:title" content="Blossom &lt;Puff&gt; Frock"/>');
    expect(head).toContain('<meta property="product:price:amount" content="899.00"/>');

    const body = html.slice(html.indexOf('<div id="root"'));
    expect(body).toMatch(/^<div id="root" data-prerendered>/);
    expect(body).toMatch(/<h1[^>]*>Blossom &lt;Puff&gt; Frock<\/h1>/);
    expect(body).toContain('₹899');
    expect(body).toContain('2-3Y');
    expect(body).toContain('Frocks &amp; Dresses');

    const product = structuredData(html).find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Blossom <Puff> Frock',
      offers: {
        price: '899.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${SHOP}/product/${frockId}`,
      },
    });
    expect(merchantListingProblems(product, { currency: 'INR' })).toEqual([]);
    const breadcrumbs = structuredData(html).find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toHaveLength(4);
  });

  it('hands the browser the data it was drawn from, and no script to run inline', async () => {
    const { html } = await page(`/product/${frockId}`);
    const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
    const parsed = JSON.parse(data![1]!) as {
      origin: string;
      queries: { queries: { state: { data: { _id?: string } } }[] };
    };
    expect(parsed.origin).toBe(SHOP);
    expect(parsed.queries.queries.map((query) => query.state.data._id)).toContain(frockId);
    // Only data blocks: the shop's content security policy runs no inline script.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    for (const attributes of inlineScripts) {
      expect(attributes).toMatch(/type="application\/(?:ld\+)?json"/);
    }
  });

  it("gives a sale price its end date, the sale's last day in the shop", async () => {
    // Ends at midnight India time after 14 December 2099: the 14th is its last day.
    await ctx.db
      .update(products)
      .set({ saleEndsAt: new Date('2099-12-14T18:30:00.000Z') })
      .where(eq(products.id, frockId));
    const { html } = await page(`/product/${frockId}`);
    const product = structuredData(html).find((data) => data['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ price: '899.00', priceValidUntil: '2099-12-14' });
    expect(merchantListingProblems(product, { currency: 'INR' })).toEqual([]);
    expect(html).toContain('Sale ends 14 Dec');
  });

  it('says OutOfStock once every size is sold, and shows a new price at once', async () => {
    await ctx.db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.productId, frockId));
    await ctx.db
      .update(products)
      .set({ pricePaise: 99_900, discountPricePaise: null, saleEndsAt: null })
      .where(eq(products.id, frockId));
    const { html } = await page(`/product/${frockId}`);
    const product = structuredData(html).find((data) => data['@type'] === 'Product');
    expect(product?.offers).toMatchObject({
      price: '999.00',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(merchantListingProblems(product, { currency: 'INR' })).toEqual([]);
    expect(html).toContain('₹999');
    expect(html).not.toContain('₹899');
  });

  it('answers a product that is gone with 404 and the page that says so', async () => {
    const goneId = await addProduct(ctx.db, categoryId, { name: 'Retired Romper', price: 499 });
    await ctx.db.update(products).set({ isDeleted: true }).where(eq(products.id, goneId));
    const gone = await page(`/product/${goneId}`);
    expect(gone.status).toBe(404);
    expect(gone.html).not.toContain('Retired Romper');
    expect(headOf(gone.html)).toContain('<title>Product not found · Little Loom</title>');
    expect(headOf(gone.html)).toContain('<meta name="robots" content="noindex"/>');
    expect(gone.html).toMatch(/<h1[^>]*>Product not found\.<\/h1>/);
    const mistyped = await page('/product/not-an-id');
    expect(mistyped.status).toBe(404);
    expect(headOf(mistyped.html)).toContain('<meta name="robots" content="noindex"/>');
  });

  it('is the same for a signed-in shopper: nothing of theirs is drawn on the server', async () => {
    const signedOut = await page(`/product/${frockId}`);
    const signedIn = await page(`/product/${frockId}`, {
      cookie: 'refresh_token=anything',
      authorization: 'Bearer anything',
    });
    const withoutTimes = (html: string) =>
      html.replace(/"(?:dataUpdatedAt|dehydratedAt)":\d+/g, '');
    expect(withoutTimes(signedIn.html)).toBe(withoutTimes(signedOut.html));
  });
});

describe("a product page's reviews and related products on its first response", () => {
  it('shows the review texts, the star bars and the related products, without scripts', async () => {
    const shelfId = await addCategory(ctx.db, 'Dungarees');
    const reviewedId = await addProduct(ctx.db, shelfId, { name: 'Dotty Dungarees', price: 899 });
    const otherId = await addProduct(ctx.db, shelfId, { name: 'Stripy Dungarees', price: 949 });
    const reviewer = await buyer(ctx, [{ productId: reviewedId, quantity: 1 }]);
    const written = await writeReview(
      ctx,
      reviewedId,
      reviewer,
      sampleReview(4, { title: 'Roomy and warm', body: 'Plenty of room to crawl in.' }),
    );
    expect(written.statusCode).toBe(201);

    const { status, html } = await page(`/product/${reviewedId}`);
    expect(status).toBe(200);
    const body = html.slice(html.indexOf('<div id="root"'));
    expect(body).toContain('Roomy and warm');
    expect(body).toContain('Plenty of room to crawl in.');
    expect(body).toMatch(/<ul [^>]*aria-label="Reviews by stars"[^>]*><li/);
    expect(body).toContain('Related Products');
    expect(body).toContain(`href="/product/${otherId}"`);
    expect(body).toContain('Stripy Dungarees');
    // No grey card stands in for a product still on its way.
    expect(body).not.toContain('aria-busy="true"');

    const product = structuredData(html).find((data) => data['@type'] === 'Product');
    expect(product?.review).toEqual([
      expect.objectContaining({
        name: 'Roomy and warm',
        reviewBody: 'Plenty of room to crawl in.',
      }),
    ]);
  });
});

describe('a collection page on its first response', () => {
  it('is named after the category it shows: title, description, heading, breadcrumb, address', async () => {
    const shoesId = await addCategory(ctx.db, 'Tiny Shoes');
    await addProduct(ctx.db, shoesId, { name: 'Soft Sole Booties', price: 549 });
    const { status, html } = await page(`/collection?category=${shoesId}`);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head).toContain('<title>Tiny Shoes · Little Loom</title>');
    expect(head).toMatch(/<meta name="description" content="Tiny Shoes at Little Loom: [^"]+"\/>/);
    expect(head).toContain('<meta property="og:title" content="Tiny Shoes · Little Loom"/>');
    expect(head).toContain(`<link rel="canonical" href="${SHOP}/collection?category=${shoesId}"/>`);
    const body = html.slice(html.indexOf('<div id="root"'));
    expect(body).toMatch(/<h1[^>]*>Tiny Shoes<\/h1>/);
    expect(body).not.toContain('All Collections');
    expect(body).toMatch(
      /<nav aria-label="Breadcrumb"[^>]*>.*Collection.*aria-current="page"[^>]*>Tiny Shoes</s,
    );
    const crumbs = structuredData(html).find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(3);
  });

  it('answers a category the shop does not have with 404 and its "not found" page', async () => {
    const { status, html } = await page(
      '/collection?category=0b5e2a34-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
    );
    expect(status).toBe(404);
    expect(headOf(html)).toContain('<title>Page not found · Little Loom</title>');
    expect(headOf(html)).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('404 - Page Not Found');
  });

  it('lists its first page of products with their prices', async () => {
    const bootsId = await addProduct(ctx.db, categoryId, { name: 'Puddle Boots', price: 749 });
    const { status, html } = await page(`/collection?category=${categoryId}`);
    expect(status).toBe(200);
    const body = html.slice(html.indexOf('<div id="root"'));
    expect(body).toContain('Puddle Boots');
    expect(body).toContain('₹749');
    expect(body).toContain(`href="/product/${bootsId}"`);
    expect(headOf(html)).toContain(
      `<link rel="canonical" href="${SHOP}/collection?category=${categoryId}"/>`,
    );
  });

  it('falls back to the plain page for a view the shop refuses, never an error', async () => {
    const { status, html } = await page(
      `/collection?minPrice=${'9'.repeat(5000)}&sort=cheapest-first&page=-4`,
    );
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"');
  });
});

describe('the home page on its first response', () => {
  it('shows the newest products and names the shop for search engines', async () => {
    await addProduct(ctx.db, categoryId, { name: 'Sunny Rain Hat', price: 379 });
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const body = html.slice(html.indexOf('<div id="root"'));
    expect(body).toContain('Sunny Rain Hat');
    expect(body).toContain('₹379');
    const shop = structuredData(html).find((data) => data['@type'] === 'OnlineStore');
    expect(shop).toMatchObject({ name: 'Little Loom', url: `${SHOP}/` });
    expect(headOf(html)).toContain(`<link rel="canonical" href="${SHOP}/"/>`);
  });
});

describe('an address the shop has no page for', () => {
  it('answers 404 with the drawn "not found" page, which search engines leave out', async () => {
    for (const url of ['/nosuch', '/metrics', '/toys/teddy?utm_source=mail']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      const head = headOf(html);
      expect(head).toContain('<title>Page not found · Little Loom</title>');
      expect(head).toContain('<meta name="robots" content="noindex"/>');
      expect(head).not.toContain('rel="canonical"');
      expect(html).toMatch(/<h1[^>]*>404 - Page Not Found<\/h1>/);
    }
  });

  it('answers so however long the address, and to HEAD with the headers alone', async () => {
    const long = await page(`/${'knitted-'.repeat(40)}cardigan`);
    expect(long.status).toBe(404);
    expect(long.html).toMatch(/<h1[^>]*>404 - Page Not Found<\/h1>/);

    const head = await ctx.app.inject({ method: 'HEAD', url: '/nosuch' });
    expect(head.statusCode).toBe(404);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });
});

describe('a drawn page asked for with HEAD', () => {
  it('answers with the headers the page would come with, and no body', async () => {
    const get = await ctx.app.inject({ method: 'GET', url: `/product/${frockId}` });
    const head = await ctx.app.inject({ method: 'HEAD', url: `/product/${frockId}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body).toBe('');
  });
});

describe('pages drawn in the browser only', () => {
  it('come as the built page, as before', async () => {
    const { status, html } = await page('/about');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });

  it('never serve the server-side build as a file', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/server/page-render.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('drawPage');
  });
});

describe('drawn pages kept in memory with the catalogue cache on', () => {
  let cached: TestContext;

  beforeAll(async () => {
    cached = await createTestApp(
      { PUBLIC_URL: SHOP, CATALOGUE_CACHE: 'on' },
      { webDistDir: web.dir },
    );
  });

  afterAll(async () => {
    await cached?.close();
  });

  it('answers a repeat with 304 and shows a change to the product in the next response', async () => {
    const shoesId = await addProduct(cached.db, await addCategory(cached.db, 'Shoes'), {
      name: 'Velcro Sneakers',
      price: 1099,
    });
    const first = await cached.app.inject({ method: 'GET', url: `/product/${shoesId}` });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('₹1,099');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await cached.app.inject({
      method: 'GET',
      url: `/product/${shoesId}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    await cached.db.update(products).set({ pricePaise: 94_900 }).where(eq(products.id, shoesId));
    const changed = await cached.app.inject({
      method: 'GET',
      url: `/product/${shoesId}`,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('₹949');
    expect(changed.body).not.toContain('₹1,099');
  });

  it('keeps one page whatever tracking tags or other parameters the page ignores come with it', async () => {
    const hatsId = await addCategory(cached.db, 'Hats');
    const hatId = await addProduct(cached.db, hatsId, {
      name: 'Bucket Hat',
      price: 399,
    });
    const get = (url: string, headers: Record<string, string> = {}) =>
      cached.app.inject({ method: 'GET', url, headers });
    const first = await get(`/product/${hatId}`);
    const etag = first.headers.etag as string;
    for (const junk of [
      'utm_source=whatsapp&utm_medium=share',
      'fbclid=IwAR0x',
      'gclid=Cj0',
      'zq=8',
    ]) {
      const tagged = await get(`/product/${hatId}?${junk}`);
      expect(tagged.statusCode).toBe(200);
      expect(tagged.headers.etag, junk).toBe(etag);
      expect((await get(`/product/${hatId}?${junk}`, { 'if-none-match': etag })).statusCode).toBe(
        304,
      );
    }

    // The collection: the same view written another way, with junk, is the same page.
    const view = await get(`/collection?category=${hatsId}&sort=low-to-high`);
    const reordered = await get(
      `/collection?sort=low-to-high&utm_campaign=diwali&category=${hatsId.toUpperCase()}&page=1`,
    );
    expect(view.statusCode).toBe(200);
    expect(reordered.headers.etag).toBe(view.headers.etag);
    // A parameter the page reads is another page.
    const sorted = await get(`/collection?category=${hatsId}&sort=high-to-low`);
    expect(sorted.headers.etag).not.toBe(view.headers.etag);
  });
});

describe('drawings under load', () => {
  it('shares one drawing among callers asking for one page at once, junk parameters or not', async () => {
    const replies = await Promise.all(
      ['', '?utm_source=a', '?fbclid=b', '?x=1', '?gclid=c'].map((query) =>
        ctx.app.inject({ method: 'GET', url: `/product/${frockId}${query}` }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.headers.etag)).size).toBe(1);
  });
});
