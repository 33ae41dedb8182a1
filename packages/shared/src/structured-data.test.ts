import { describe, expect, it } from 'vitest';
import { makeProduct } from './testing/product-factory';
import type { Product } from './api';
import type { ProductReview } from './api-reviews';
import { SHOP_DETAILS } from './shop-details';
import { jsonLdText } from './json-ld';
import { organizationStructuredData } from './shop-structured-data';
import { breadcrumbStructuredData, productStructuredData } from './structured-data';

const product: Product = makeProduct({
  _id: '6f1c2b9e-1d2a-4c3b-9a8e-1234567890ab',
  name: 'Gingham Picnic Frock',
  description: 'A cotton frock for summer afternoons.',
  price: 899,
  discountPrice: 749,
  category: { _id: 'c1', name: 'Girls' },
  sizes: [
    { size: '2-3Y', stock: 0 },
    { size: '3-4Y', stock: 4 },
  ],
  stock: 4,
  images: [
    {
      url: '/media/products/frock-1.webp',
      thumbnailUrl: '/media/products/frock-1-sm.webp',
      public_id: 'frock-1',
    },
  ],
  popularity: 10,
  colour: { name: 'Rose', hex: '#e8a0b4' },
  createdAt: '2026-10-01T10:00:00.000Z',
});

const review: ProductReview = {
  _id: 'r1',
  rating: 4,
  title: 'Lovely colours',
  body: 'Bright and did not bleed in the wash.',
  reviewerName: 'Meera N.',
  size: '3-4Y',
  verifiedPurchase: true,
  helpfulCount: 2,
  shopReply: null,
  shopRepliedAt: null,
  createdAt: '2026-11-02T08:30:00.000Z',
  updatedAt: '2026-11-02T08:30:00.000Z',
};

const url = 'https://littleloom.example/product/6f1c2b9e-1d2a-4c3b-9a8e-1234567890ab';
const timeZone = 'Asia/Kolkata';

describe('product structured data', () => {
  it('offers the price the shopper pays in rupees, in stock while any size is, with absolute pictures', () => {
    const data = productStructuredData(product, { url, timeZone });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Gingham Picnic Frock',
      image: ['https://littleloom.example/media/products/frock-1.webp'],
      brand: { '@type': 'Brand', name: 'Little Loom' },
      color: 'Rose',
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price: '749.00',
        availability: 'https://schema.org/InStock',
      },
    });
    const soldOut = productStructuredData(
      { ...product, sizes: product.sizes.map((s) => ({ ...s, stock: 0 })) },
      { url, timeZone },
    );
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('says until when a sale price holds: its last day in the shop’s calendar', () => {
    // Midnight starting 1 December in India, 18:30 on 30 November in UTC: the sale's last day is
    // 30 November, read in India's calendar and not in UTC's or the reader's.
    const ending = { ...product, saleEndsAt: '2026-11-30T18:30:00.000Z' };
    expect(productStructuredData(ending, { url, timeZone }).offers).toMatchObject({
      price: '749.00',
      priceValidUntil: '2026-11-30',
    });
    // The same instant is a day later in India than in UTC: the calendar is the one given.
    const late = { ...product, saleEndsAt: '2026-11-30T20:00:00.000Z' };
    expect(productStructuredData(late, { url, timeZone }).offers).toMatchObject({
      priceValidUntil: '2026-12-01',
    });
    expect(productStructuredData(late, { url, timeZone: 'UTC' }).offers).toMatchObject({
      priceValidUntil: '2026-11-30',
    });
  });

  it('gives no end to a price that is not a sale price or a sale without an end', () => {
    const noEnd = productStructuredData(product, { url, timeZone });
    expect(noEnd.offers).not.toHaveProperty('priceValidUntil');
    const notOnSale = productStructuredData(
      { ...product, discountPrice: null, saleEndsAt: '2026-11-30T18:30:00.000Z' },
      { url, timeZone },
    );
    expect(notOnSale.offers).toMatchObject({ price: '899.00' });
    expect(notOnSale.offers).not.toHaveProperty('priceValidUntil');
  });

  it('has no rating and no reviews while nobody has reviewed the product', () => {
    const data = productStructuredData(product, { url, reviews: [review], timeZone });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('carries the real average and count, and the reviews the page shows', () => {
    const data = productStructuredData(
      { ...product, averageRating: 4.3, reviewCount: 12 },
      { url, reviews: [review], timeZone },
    );
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        name: 'Lovely colours',
        reviewBody: 'Bright and did not bleed in the wash.',
        datePublished: '2026-11-02',
        author: { '@type': 'Person', name: 'Meera N.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('writes JSON that no text of a product or review can break out of its script element', () => {
    const text = jsonLdText(
      productStructuredData(
        { ...product, averageRating: 1, reviewCount: 1 },
        {
          url,
          reviews: [{ ...review, body: '</script><script>alert(1)</script> & <!--' }],
          timeZone,
        },
      ),
    );
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).review[0].reviewBody).toBe('</script><script>alert(1)</script> & <!--');
  });
});

describe('breadcrumb structured data', () => {
  it('numbers the steps from 1, top of the shop first, each with its name and full address', () => {
    const data = breadcrumbStructuredData([
      { name: 'Home', url: 'https://littleloom.example/' },
      { name: 'Collection', url: 'https://littleloom.example/collection' },
      { name: 'Girls', url: 'https://littleloom.example/collection?category=c1' },
      { name: 'Gingham Picnic Frock', url },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://littleloom.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Collection',
          item: 'https://littleloom.example/collection',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Girls',
          item: 'https://littleloom.example/collection?category=c1',
        },
        { '@type': 'ListItem', position: 4, name: 'Gingham Picnic Frock', item: url },
      ],
    });
  });
});

describe('the shop as an organization', () => {
  const data = organizationStructuredData('https://littleloom.example');

  it('is an online store named as the shop, at its home page', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      name: 'Little Loom',
      url: 'https://littleloom.example/',
    });
  });

  it('gives the address in parts, the phone in E.164 and the mail, for customer service too', () => {
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '42 Residency Road',
      addressLocality: 'Bengaluru',
      postalCode: '560025',
      addressRegion: 'Karnataka',
      addressCountry: 'IN',
    });
    expect(data.telephone).toBe('+918045671234');
    expect(data.telephone).toMatch(/^\+[1-9]\d{6,14}$/);
    expect(data.email).toBe('hello@littleloom.in');
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: '+918045671234',
      email: 'hello@littleloom.in',
      areaServed: 'IN',
    });
  });

  it('names no logo, as the shop serves no raster picture of its mark', () => {
    expect(data).not.toHaveProperty('logo');
  });

  it('has the address the footer and invoices print, in parts', () => {
    const printed = SHOP_DETAILS.addressLines.join(', ');
    for (const part of [
      'streetAddress',
      'addressLocality',
      'postalCode',
      'addressRegion',
    ] as const) {
      expect(printed).toContain(SHOP_DETAILS.postalAddress[part]);
    }
  });
});
