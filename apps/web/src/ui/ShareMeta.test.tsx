import { formatRupees } from '@littleloom/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductShareMeta } from '../features/catalog/product/ProductShareMeta';
import { PageFromServerContext } from '../lib/page-from-server';
import { makeProduct } from '../test/product-factory';
import { ShareMeta } from './ShareMeta';

/** Each Open Graph (property=) and Twitter (name=) tag under `root`, by its key. */
function shareTags(root: ParentNode): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const meta of root.querySelectorAll('meta[property], meta[name^="twitter:"]')) {
    const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
    (tags[key] ??= []).push(meta.getAttribute('content') ?? '');
  }
  return tags;
}

/** The tags as the build's prerender writes them: no window, so no origin. */
function prerenderedTags(ui: ReactElement): Record<string, string[]> {
  const template = document.createElement('template');
  template.innerHTML = renderToString(ui);
  return shareTags(template.content);
}

const isAbsolute = (value: string) => /^https?:\/\/[^/]/.test(value);

const romper = makeProduct({ name: 'Bunny Romper', price: 1299, discountPrice: 999 });

describe('share tags', () => {
  it('share a product with its absolute address and picture, and the price paid now', () => {
    render(<ProductShareMeta product={romper} />);
    const origin = window.location.origin;
    const tags = shareTags(document.head);

    expect(tags).toMatchObject({
      'og:site_name': ['Little Loom'],
      'og:locale': ['en_IN'],
      'og:type': ['product'],
      'og:title': ['Bunny Romper'],
      'og:url': [`${origin}/product/${romper._id}`],
      'og:image': [`${origin}/og/product/${romper._id}.jpg`],
      'og:image:type': ['image/jpeg'],
      'og:image:width': ['1200'],
      'og:image:height': ['630'],
      'og:image:alt': ['Bunny Romper'],
      'product:price:amount': ['999.00'],
      'product:price:currency': ['INR'],
      'twitter:card': ['summary_large_image'],
      'twitter:title': ['Bunny Romper'],
      'twitter:image': [`${origin}/og/product/${romper._id}.jpg`],
    });
    // The product page's own snippet, with the sale price.
    expect(tags['og:description']).toEqual([`A soft romper. ${formatRupees(999)} at Little Loom.`]);
    expect(tags['twitter:description']).toEqual(tags['og:description']);
    for (const key of ['og:url', 'og:image', 'twitter:image']) {
      expect(tags[key]?.every(isAbsolute), key).toBe(true);
    }
  });

  it('share a page without a picture as a small card of words, as a website', () => {
    render(
      <ShareMeta title="Collection · Little Loom" description="All of it." path="/collection" />,
    );
    const tags = shareTags(document.head);

    expect(tags).toMatchObject({
      'og:type': ['website'],
      'og:title': ['Collection · Little Loom'],
      'og:description': ['All of it.'],
      'og:url': [`${window.location.origin}/collection`],
      'twitter:card': ['summary'],
    });
    expect(tags).not.toHaveProperty('og:image');
    expect(tags).not.toHaveProperty('twitter:image');
    expect(tags).not.toHaveProperty('product:price:amount');
  });

  it('name the address the server gives for a page it draws', () => {
    const tags = prerenderedTags(
      <PageFromServerContext value={{ origin: 'https://littleloom.in' }}>
        <ProductShareMeta product={romper} />
      </PageFromServerContext>,
    );
    expect(tags['og:url']).toEqual([`https://littleloom.in/product/${romper._id}`]);
    expect(tags['og:image']).toEqual([`https://littleloom.in/og/product/${romper._id}.jpg`]);
    expect(tags['twitter:card']).toEqual(['summary_large_image']);
  });

  it('write no address at all where the origin is unknown (the build’s prerender)', () => {
    const tags = prerenderedTags(<ProductShareMeta product={romper} />);

    expect(tags['og:title']).toEqual(['Bunny Romper']);
    expect(tags['product:price:amount']).toEqual(['999.00']);
    for (const key of ['og:url', 'og:image', 'og:image:width', 'twitter:image']) {
      expect(tags, key).not.toHaveProperty(key);
    }
    expect(
      Object.values(tags)
        .flat()
        .some((content) => /https?:|^\//.test(content)),
    ).toBe(false);
    expect(tags['twitter:card']).toEqual(['summary']);
  });
});
