import { describe, expect, it } from 'vitest';
import { makeProduct } from './testing/product-factory';
import type { Product } from './api';
import type { ProductReview } from './api-reviews';
import { productStructuredData } from './structured-data';
import { merchantListingProblems } from './testing/merchant-listing-rules';

const url = 'https://littleloom.example/product/0b7e4a52-3f0c-4c1e-8a55-6d2f1e9c7a10';

const romper: Product = makeProduct({
  _id: '0b7e4a52-3f0c-4c1e-8a55-6d2f1e9c7a10',
  name: 'Bunny Romper',
  description: 'A sleeveless muslin romper with snaps down the front.',
  price: 1299,
  discountPrice: null,
  category: { _id: 'c2', name: 'Babies' },
  sizes: [
    { size: '0-3M', stock: 3 },
    { size: '3-6M', stock: 0 },
  ],
  stock: 3,
  images: [
    {
      url: '/media/products/romper-1.webp',
      thumbnailUrl: '/media/products/romper-1-sm.webp',
      public_id: 'romper-1',
    },
    {
      url: '/media/products/romper-2.webp',
      thumbnailUrl: '/media/products/romper-2-sm.webp',
      public_id: 'romper-2',
    },
  ],
  popularity: 4,
  createdAt: '2026-09-14T09:00:00.000Z',
});

const review: ProductReview = {
  _id: 'r7',
  rating: 5,
  title: 'Soft after many washes',
  body: 'Still soft after a month of washes.',
  reviewerName: 'Anjali K.',
  size: '0-3M',
  verifiedPurchase: true,
  helpfulCount: 0,
  shopReply: null,
  shopRepliedAt: null,
  createdAt: '2026-10-20T06:15:00.000Z',
  updatedAt: '2026-10-20T06:15:00.000Z',
};

const listing = (product: Product, reviews?: readonly ProductReview[]) =>
  productStructuredData(product, {
    url,
    timeZone: 'Asia/Kolkata',
    ...(reviews ? { reviews } : {}),
  });

const rupees = { currency: 'INR' };

/** A product's JSON-LD as a page carries it, then read back: what a crawler parses. */
const parsed = (product: Product, reviews?: readonly ProductReview[]) =>
  JSON.parse(JSON.stringify(listing(product, reviews))) as Record<string, unknown>;

describe("every product's JSON-LD qualifies as a Google merchant listing", () => {
  it('a product in stock', () => {
    const data = parsed(romper);
    expect(merchantListingProblems(data, rupees)).toEqual([]);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('a product sold out in every size', () => {
    const data = parsed({
      ...romper,
      sizes: romper.sizes.map((s) => ({ ...s, stock: 0 })),
      stock: 0,
    });
    expect(merchantListingProblems(data, rupees)).toEqual([]);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('a product on sale, offered at its sale price', () => {
    const data = parsed({ ...romper, discountPrice: 999 });
    expect(merchantListingProblems(data, rupees)).toEqual([]);
    expect(data.offers).toMatchObject({ price: '999.00', priceCurrency: 'INR' });
  });

  it('a sale with an end, valid until its last day in the shop', () => {
    // Ends at midnight India time after 30 November: the 30th is its last day.
    const data = parsed({ ...romper, discountPrice: 999, saleEndsAt: '2026-11-30T18:30:00.000Z' });
    expect(merchantListingProblems(data, { ...rupees, on: '2026-11-27' })).toEqual([]);
    expect(data.offers).toMatchObject({ price: '999.00', priceValidUntil: '2026-11-30' });
    expect(merchantListingProblems(data, { ...rupees, on: '2026-12-01' })).not.toEqual([]);
  });

  it('a reviewed product, with its rating and reviews', () => {
    const data = parsed({ ...romper, averageRating: 4.5, reviewCount: 2 }, [review]);
    expect(merchantListingProblems(data, rupees)).toEqual([]);
    expect(data).toHaveProperty('aggregateRating');
    expect(data).toHaveProperty('review');
  });

  it('a product nobody has reviewed, with no rating at all', () => {
    const data = parsed(romper, [review]);
    expect(merchantListingProblems(data, rupees)).toEqual([]);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });
});

type Listing = Record<string, unknown> & {
  offers: Record<string, unknown>;
  aggregateRating: Record<string, unknown>;
  review: Record<string, unknown>[];
};

/** A reviewed product's listing with one rule broken by `breakIt`. */
function broken(breakIt: (data: Listing) => void): Record<string, unknown> {
  const data = parsed({ ...romper, averageRating: 4.5, reviewCount: 2 }, [review]) as Listing;
  breakIt(data);
  return data;
}

describe('the merchant listing rules find each thing Google would refuse', () => {
  it.each<[rule: string, breakIt: (data: Listing) => void, problem: string]>([
    ['the context is schema.org', (d) => (d['@context'] = 'https://example.org'), '@context'],
    ['it is a Product', (d) => (d['@type'] = 'Thing'), '@type is not Product'],
    ['it has a name', (d) => delete d.name, 'name is missing'],
    ['it has a picture', (d) => (d.image = []), 'image is missing'],
    [
      'pictures are absolute',
      (d) => (d.image = ['/media/a.webp']),
      'image[0] is not an absolute address',
    ],
    ['it has an offer', (d) => Reflect.deleteProperty(d, 'offers'), 'offers is missing'],
    ['the offer is an Offer', (d) => (d.offers['@type'] = 'Demand'), 'offers[0].@type'],
    ['the offer has a price', (d) => delete d.offers.price, 'offers[0].price is not a number'],
    ['the price is plain digits', (d) => (d.offers.price = '₹999'), 'price is not a number'],
    ['the price is above zero', (d) => (d.offers.price = '0.00'), 'price is not above zero'],
    ['the currency is ISO 4217', (d) => (d.offers.priceCurrency = 'Rs'), 'ISO 4217'],
    ['the currency is rupees', (d) => (d.offers.priceCurrency = 'USD'), 'is not INR'],
    [
      'availability is a schema.org value',
      (d) => (d.offers.availability = 'InStock'),
      'offers[0].availability',
    ],
    [
      'the condition is a schema.org value',
      (d) => (d.offers.itemCondition = 'new'),
      'offers[0].itemCondition',
    ],
    ['the offer address is absolute', (d) => (d.offers.url = '/product/x'), 'offers[0].url'],
    [
      'a price end is a date',
      (d) => (d.offers.priceValidUntil = '31/12/2026'),
      'priceValidUntil is not a YYYY-MM-DD date',
    ],
    [
      'a price end is a real day',
      (d) => (d.offers.priceValidUntil = '2026-02-30'),
      'priceValidUntil is not a YYYY-MM-DD date',
    ],
    [
      'the rating is an AggregateRating',
      (d) => (d.aggregateRating['@type'] = 'Rating'),
      'aggregateRating.@type',
    ],
    [
      'the rating has a value',
      (d) => delete d.aggregateRating.ratingValue,
      'aggregateRating.ratingValue is not a number',
    ],
    [
      'the rating is within its scale',
      (d) => (d.aggregateRating.ratingValue = 6),
      'aggregateRating.ratingValue 6 is outside',
    ],
    [
      'the rating counts its buyers',
      (d) => (d.aggregateRating.reviewCount = 0),
      'no reviewCount or ratingCount above zero',
    ],
    [
      'a review has an author',
      (d) => delete d.review[0]?.author,
      'review[0].author is not a named Person',
    ],
    [
      'a review author has a name',
      (d) => d.review[0] && (d.review[0].author = { '@type': 'Person', name: ' ' }),
      'review[0].author is not a named Person',
    ],
    [
      'a review has a rating',
      (d) => delete d.review[0]?.reviewRating,
      'review[0].reviewRating is missing',
    ],
    [
      'a review rating is within its scale',
      (d) => d.review[0] && (d.review[0].reviewRating = { '@type': 'Rating', ratingValue: 0 }),
      'review[0].reviewRating.ratingValue 0 is outside',
    ],
  ])('%s', (_rule, breakIt, problem) => {
    const problems = merchantListingProblems(broken(breakIt), rupees);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('takes a price end in the future and refuses one already past on the day it is read', () => {
    const withEnd = broken((d) => (d.offers.priceValidUntil = '2026-12-31'));
    expect(merchantListingProblems(withEnd, { ...rupees, on: '2026-12-31' })).toEqual([]);
    expect(merchantListingProblems(withEnd, { ...rupees, on: '2027-01-01' })).toEqual([
      'offers[0].priceValidUntil is before 2027-01-01',
    ]);
  });
});
