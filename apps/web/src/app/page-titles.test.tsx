import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { GUEST_ACCOUNT_PAGES, SHOPPER_PAGES } from '../test/page-paths';
import { makeProduct } from '../test/product-factory';
import { renderApp } from '../test/render-app';
import { LOCAL_CONFIG, resetSession, signInAs } from '../test/session';

const romper = makeProduct({ name: 'Bunny Romper' });

/** Guests' pages, then the signed-in shopper's: every route of routes.tsx but the order-placed one. */
const GUEST_PAGES = [
  '/',
  '/collection',
  `/product/${romper._id}`,
  '/about',
  '/contact',
  '/seller',
  ...GUEST_ACCOUNT_PAGES,
];

/**
 * The config and the product answer; every other read never does, so each page shows its title
 * as it first appears, before any data (and no page moves on, as checkout would from an empty cart).
 */
function stubShop() {
  return stubFetch((url) => {
    if (url.pathname === '/api/config') return jsonResponse(LOCAL_CONFIG);
    if (url.pathname === `/api/products/${romper._id}`) {
      return jsonResponse({ success: true, product: romper });
    }
    return new Promise<Response>(() => undefined);
  });
}

async function titleOf(path: string): Promise<string> {
  const view = renderApp(path);
  let title = '';
  await waitFor(() => {
    title = document.title;
    expect(title).not.toBe('');
  });
  view.unmount();
  return title;
}

afterEach(resetSession);

/** Each page's title, filled in by the tests of one page each, read by the last test. */
const titles = new Map<string, string>();

describe('page titles', () => {
  it.each([
    ...GUEST_PAGES.map((path) => ({ path, signedIn: false })),
    ...SHOPPER_PAGES.map((path) => ({ path, signedIn: true })),
  ])(
    '$path has a title naming the shop',
    async ({ path, signedIn }) => {
      stubShop();
      if (signedIn) signInAs();
      const title = await titleOf(path);
      expect(title).toMatch(/Little Loom/);
      titles.set(path, title);
    },
    15_000,
  );

  it('gives every page its own, so tabs, history and screen readers can tell them apart', () => {
    expect(titles.size).toBe(GUEST_PAGES.length + SHOPPER_PAGES.length);
    expect(titles.get('/cart')).toBe('Cart · Little Loom');
    expect(titles.get(`/product/${romper._id}`)).toBe('Bunny Romper · Little Loom');
    const pathOf = new Map<string, string>();
    for (const [path, title] of titles) {
      expect(pathOf.get(title), `${path} has the title of ${pathOf.get(title) ?? ''}`).toBe(
        undefined,
      );
      pathOf.set(title, path);
    }
  });
});
