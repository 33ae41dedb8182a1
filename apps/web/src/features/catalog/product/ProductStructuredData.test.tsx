import { waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import { renderWithProviders } from '../../../test/render-app';
import { makeReview } from '../../reviews/reviews-test-server';
import { ProductStructuredData } from './ProductStructuredData';

const review = makeReview({
  rating: 2,
  title: 'Shrank after the first wash',
  body: 'It shrank nearly a size after one cold wash.',
  reviewerName: 'Rohan M.',
});

/** The page's JSON-LD of one schema.org type. */
const structuredData = (type = 'Product') =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
    .find((data) => data['@type'] === type);

describe("the product page's structured data", () => {
  it('has the offer and no rating while the product has no reviews, without asking for any', () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const product = makeProduct({ name: 'Bunny Romper', price: 1299, discountPrice: 999 });
    renderWithProviders(<ProductStructuredData product={product} />);

    const data = structuredData();
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Bunny Romper',
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: '999.00' },
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('says until when a sale price holds: its last day in the shop’s calendar', () => {
    stubFetch(() => jsonResponse({}));
    // Midnight starting 1 December in India, still 30 November in UTC and west of it.
    const product = makeProduct({
      price: 1299,
      discountPrice: 999,
      saleEndsAt: '2026-11-30T18:30:00.000Z',
    });
    renderWithProviders(<ProductStructuredData product={product} />);

    expect(structuredData()).toMatchObject({
      offers: { price: '999.00', priceValidUntil: '2026-11-30' },
    });
  });

  it('adds the real average and count, and the newest reviews, once the product has some', async () => {
    stubFetch(() =>
      jsonResponse({
        success: true,
        reviews: [review],
        page: 1,
        pages: 1,
        averageRating: 2,
        reviewCount: 1,
        starCounts: [1, 2, 3, 4, 5].map((stars) => ({ stars, count: stars === 2 ? 1 : 0 })),
      }),
    );
    const product = makeProduct({ averageRating: 2, reviewCount: 1 });
    renderWithProviders(<ProductStructuredData product={product} />);

    expect(structuredData()).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 2, reviewCount: 1 },
    });
    await waitFor(() =>
      expect(structuredData()).toMatchObject({
        review: [{ '@type': 'Review', name: 'Shrank after the first wash' }],
      }),
    );
  });

  it('says where the product sits in the shop: Home, Collection, its category, the product', () => {
    stubFetch(() => jsonResponse({}));
    const product = makeProduct({
      name: 'Bunny Romper',
      category: { _id: '00000000-0000-4000-8000-0000000000c9', name: 'Rompers' },
    });
    renderWithProviders(<ProductStructuredData product={product} />);
    const origin = window.location.origin;

    expect(structuredData('BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Collection', item: `${origin}/collection` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Rompers',
          item: `${origin}/collection?category=00000000-0000-4000-8000-0000000000c9`,
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Bunny Romper',
          item: `${origin}/product/${product._id}`,
        },
      ],
    });
    // Beside the product's own data, not in place of it.
    expect(structuredData()).toMatchObject({ '@type': 'Product', name: 'Bunny Romper' });
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);
  });

  it('writes nothing where the origin is unknown (the build’s prerender)', () => {
    const html = renderToString(<ProductStructuredData product={makeProduct()} />);
    expect(html).not.toContain('application/ld+json');
  });
});
