import { formatRupees } from '@littleloom/shared';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storeAdminSession } from '../features/admin/testing';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { GUEST_ACCOUNT_PAGES, SHOPPER_PAGES } from '../test/page-paths';
import { makeProduct } from '../test/product-factory';
import { renderApp } from '../test/render-app';
import { LOCAL_CONFIG, resetSession, signInAs } from '../test/session';

const LONG_TEXT =
  'A sleeveless romper in double-layered muslin that softens with every wash, with snap buttons down the front and at the legs for quick changes, and roomy legs for crawling.';
const romper = makeProduct({
  name: 'Bunny Romper',
  description: LONG_TEXT,
  price: 1299,
  discountPrice: 999,
});
const RAINWEAR = { _id: '00000000-0000-4000-8000-0000000000c7', name: 'Rainwear' };

/** The pages search engines may list, with the one address each should be known by. */
const PUBLIC_PAGES: [path: string, canonical: string][] = [
  ['/', '/'],
  ['/collection', '/collection'],
  [`/product/${romper._id}`, `/product/${romper._id}`],
  // A tracking tag on a shared link is not part of the page.
  [`/product/${romper._id}?utm_source=mail`, `/product/${romper._id}`],
  ['/about', '/about'],
  ['/contact', '/contact'],
  ['/seller', '/seller'],
];
/** Guests' pages kept out of search results. */
const UNLISTED_GUEST_PAGES = [
  ...GUEST_ACCOUNT_PAGES,
  '/product/00000000-0000-4000-8000-00000000dead',
];

/**
 * The config, the product and the categories answer (a product nobody sells is a 404); every
 * other read never does, so each page is read as it first appears.
 */
function stubShop() {
  return stubFetch((url) => {
    if (url.pathname === '/api/config') return jsonResponse(LOCAL_CONFIG);
    if (url.pathname === `/api/products/${romper._id}`) {
      return jsonResponse({ success: true, product: romper });
    }
    if (url.pathname.startsWith('/api/products/00000000-0000-4000-8000-00000000dead')) {
      return jsonResponse({ success: false, message: 'Product not found' }, 404);
    }
    if (url.pathname === '/api/admin/category/active') {
      return jsonResponse({
        success: true,
        data: [{ ...RAINWEAR, description: '', isDeleted: false }],
      });
    }
    return new Promise<Response>(() => undefined);
  });
}

interface HeadMeta {
  descriptions: string[];
  canonicals: string[];
  robots: string[];
}

function headMeta(): HeadMeta {
  const head = document.head;
  const contents = (selector: string, attribute: string) =>
    [...head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '');
  return {
    descriptions: contents('meta[name="description"]', 'content'),
    canonicals: contents('link[rel="canonical"]', 'href'),
    robots: contents('meta[name="robots"]', 'content'),
  };
}

/** The head's tags once the page at `path` has drawn them, until `ready` holds for them. */
async function metaOf(path: string, ready: (meta: HeadMeta) => boolean): Promise<HeadMeta> {
  const view = renderApp(path);
  let meta = headMeta();
  await waitFor(
    () => {
      meta = headMeta();
      expect(ready(meta), JSON.stringify(meta)).toBe(true);
    },
    { timeout: 10_000 },
  );
  view.unmount();
  return meta;
}

const listed = (meta: HeadMeta) => meta.descriptions.length > 0 && meta.canonicals.length > 0;
const unlisted = (meta: HeadMeta) => meta.robots.length > 0;

// The admin area is one large chunk; its first compile outlasts a wait on a busy machine.
beforeAll(async () => {
  await import('../features/admin/entry');
}, 60_000);

afterEach(() => {
  resetSession();
  localStorage.clear();
});

describe('what pages tell search engines', () => {
  it.each(PUBLIC_PAGES)(
    '%s has one description and one canonical address, and may be listed',
    async (path, canonical) => {
      stubShop();
      const meta = await metaOf(path, listed);
      expect(meta.descriptions).toHaveLength(1);
      expect(meta.descriptions[0]?.length).toBeGreaterThan(50);
      expect(meta.canonicals).toEqual([`${window.location.origin}${canonical}`]);
      expect(meta.robots).toEqual([]);
    },
    15_000,
  );

  it('gives each public page its own description', async () => {
    const descriptions = new Set<string>();
    for (const [path] of PUBLIC_PAGES) {
      stubShop();
      const meta = await metaOf(path, listed);
      descriptions.add(meta.descriptions[0] ?? '');
    }
    // The product is listed twice, under one address.
    expect(descriptions.size).toBe(PUBLIC_PAGES.length - 1);
  }, 30_000);

  it.each([
    ...UNLISTED_GUEST_PAGES.map((path) => ({ path, signedIn: false })),
    ...SHOPPER_PAGES.map((path) => ({ path, signedIn: true })),
  ])(
    '$path stays out of search results',
    async ({ path, signedIn }) => {
      stubShop();
      if (signedIn) signInAs();
      const meta = await metaOf(path, unlisted);
      expect(meta.robots).toEqual(['noindex']);
      expect(meta.canonicals).toEqual([]);
      expect(meta.descriptions).toEqual([]);
    },
    15_000,
  );

  it.each(['/admin/login', '/admin/orders'])(
    'the back office (%s) stays out of search results',
    async (path) => {
      stubFetch(() => new Promise<Response>(() => undefined));
      storeAdminSession();
      const meta = await metaOf(path, unlisted);
      expect(meta.robots).toEqual(['noindex']);
    },
    30_000,
  );

  it('describes a product by the start of its text and the price a shopper pays', async () => {
    stubShop();
    const meta = await metaOf(`/product/${romper._id}`, listed);
    const description = meta.descriptions[0] ?? '';
    expect(description.startsWith('A sleeveless romper in double-layered muslin')).toBe(true);
    expect(description).toContain(formatRupees(999));
    expect(description).not.toContain(formatRupees(1299));
    expect(description).not.toContain('crawling');
    expect(description.length).toBeLessThanOrEqual(185);
  }, 15_000);

  it('names the collection’s category, and keeps only the category and page in its address', async () => {
    stubShop();
    const meta = await metaOf(
      `/collection?sort=low-to-high&size=3-6M&page=2&category=${RAINWEAR._id}&search=coat`,
      (found) => listed(found) && (found.descriptions[0] ?? '').includes(RAINWEAR.name),
    );
    expect(meta.descriptions[0]).toMatch(/^Rainwear at Little Loom/);
    expect(meta.canonicals).toEqual([
      `${window.location.origin}/collection?category=${RAINWEAR._id}&page=2`,
    ]);
  }, 15_000);
});
