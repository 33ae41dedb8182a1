import { describe, expect, it } from 'vitest';
import {
  COLOUR_PALETTE,
  MAX_COLOURS_PER_STYLE,
  PARCEL_FIELDS,
  PARCEL_UNIT_LIMITS,
  type ParcelMeasures,
} from '@littleloom/shared';
import {
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  parseDemoProductSpecs,
  type DemoProduct,
} from './demo-catalog';
import demoProducts from './demo-data/demo-products.json' with { type: 'json' };
import { GARMENT_KINDS, GARMENT_PATTERNS, GARMENT_VIEWS, type GarmentKind } from './garment-art';

const HEX = /^#[0-9a-f]{6}$/i;

function groupBy<K>(products: readonly DemoProduct[], key: (p: DemoProduct) => K) {
  const groups = new Map<K, DemoProduct[]>();
  for (const product of products)
    groups.set(key(product), [...(groups.get(key(product)) ?? []), product]);
  return groups;
}
const categoryNames = new Set(DEMO_CATEGORIES.map((c) => c.name));

/** Which drawings make sense in which aisle. */
const KINDS_BY_CATEGORY: Record<string, GarmentKind[]> = {
  Footwear: ['shoe', 'sandal', 'booties'],
  Accessories: ['cap', 'bag', 'socks', 'hairband', 'bib', 'mittens'],
  Infants: ['romper', 'onesie', 'bib', 'mittens', 'frock', 'dungarees', 'pyjama-set'],
};

describe('demo categories', () => {
  it('has the five core aisles, each described', () => {
    for (const name of ['Boys', 'Girls', 'Infants', 'Footwear', 'Accessories']) {
      expect(categoryNames.has(name)).toBe(true);
    }
    expect(categoryNames.size).toBe(DEMO_CATEGORIES.length);
    for (const category of DEMO_CATEGORIES) {
      expect(category.description.trim().length).toBeGreaterThan(20);
      expect(category.description.trim().endsWith('.')).toBe(true);
    }
  });
});

describe('demo parcels', () => {
  const withinLimits = (figures: Partial<ParcelMeasures>) =>
    Object.entries(figures).every(([field, value]) => {
      const max =
        field === 'weightGrams' ? PARCEL_UNIT_LIMITS.maxWeightGrams : PARCEL_UNIT_LIMITS.maxSideCm;
      return Number.isInteger(value) && value >= 1 && value <= max;
    });

  it('packs each category as its goods are, within what couriers take', () => {
    for (const category of DEMO_CATEGORIES) {
      expect(Object.keys(category.parcel).sort(), category.name).toEqual([...PARCEL_FIELDS].sort());
      expect(withinLimits(category.parcel), category.name).toBe(true);
    }
    const parcelOf = (name: string) => DEMO_CATEGORIES.find((c) => c.name === name)!.parcel;
    // A shoebox weighs more and stands taller than folded clothes.
    expect(parcelOf('Footwear').weightGrams).toBeGreaterThan(parcelOf('Boys').weightGrams);
    expect(parcelOf('Footwear').heightCm).toBeGreaterThan(parcelOf('Boys').heightCm);
  });

  it('gives a few bulky or tiny pieces figures of their own, the rest their category’s', () => {
    const own = DEMO_PRODUCTS.filter((p) => Object.keys(p.ownParcel).length > 0);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.length).toBeLessThan(DEMO_PRODUCTS.length / 4);
    for (const product of own) expect(withinLimits(product.ownParcel), product.name).toBe(true);
    // Every colour of a style packs the same.
    for (const [, colours] of groupBy(DEMO_PRODUCTS, (p) => p.style ?? p.name)) {
      expect(new Set(colours.map((p) => JSON.stringify(p.ownParcel))).size).toBe(1);
    }
  });
});

describe('demo products', () => {
  it('has a full shelf with unique names, shared only by the colours of one style', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    for (const [name, sameName] of groupBy(DEMO_PRODUCTS, (p) => p.name)) {
      if (sameName.length === 1) continue;
      expect(new Set(sameName.map((p) => p.style)), name).toEqual(new Set([name]));
    }
  });

  it('files every product under a known category and fills every category', () => {
    for (const product of DEMO_PRODUCTS) expect(categoryNames.has(product.category)).toBe(true);
    for (const name of categoryNames) {
      expect(DEMO_PRODUCTS.filter((p) => p.category === name).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('carries the brands the back office has logos for, several times each', () => {
    for (const brand of ['Babyhug', 'H&M', 'Hopscotch']) {
      expect(DEMO_PRODUCTS.filter((p) => p.brand === brand).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.brand)).size).toBeGreaterThanOrEqual(6);
  });

  it('prices in rupees, with sale prices below the price on about a third', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.price).toBeGreaterThanOrEqual(199);
      expect(product.price).toBeLessThanOrEqual(2499);
      expect(Math.round(product.price * 100)).toBe(product.price * 100);
      if (product.discountPrice !== undefined) {
        expect(product.discountPrice).toBeGreaterThan(0);
        expect(product.discountPrice).toBeLessThan(product.price);
        expect(Math.round(product.discountPrice * 100)).toBe(product.discountPrice * 100);
      }
    }
    const onSale = DEMO_PRODUCTS.filter((p) => p.discountPrice !== undefined).length;
    expect(onSale / DEMO_PRODUCTS.length).toBeGreaterThan(0.25);
    expect(onSale / DEMO_PRODUCTS.length).toBeLessThan(0.45);
  });

  it('keeps stock as non-negative whole numbers, with sold-out and nearly-gone sizes', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.sizes.length).toBeGreaterThan(0);
      const labels = product.sizes.map((s) => s.size);
      expect(new Set(labels).size).toBe(labels.length);
      for (const { size, stock } of product.sizes) {
        expect(size.trim()).not.toBe('');
        expect(Number.isInteger(stock)).toBe(true);
        expect(stock).toBeGreaterThanOrEqual(0);
        expect(stock).toBeLessThanOrEqual(25);
      }
    }
    const withSoldOutSize = DEMO_PRODUCTS.filter((p) => p.sizes.some((s) => s.stock === 0));
    expect(withSoldOutSize.length).toBeGreaterThanOrEqual(10);
    const allLow = DEMO_PRODUCTS.filter((p) => p.sizes.every((s) => s.stock >= 1 && s.stock <= 3));
    expect(allLow.length).toBeGreaterThanOrEqual(2);
  });

  it('sizes by aisle: months for babies, years for kids, UK sizes for shoes', () => {
    for (const product of DEMO_PRODUCTS) {
      const sizes = product.sizes.map((s) => s.size);
      const kind = product.art[0]!.kind;
      if (kind === 'booties') {
        for (const size of sizes) expect(size).toMatch(/^\d+-\d+M$/);
      } else if (product.category === 'Footwear') {
        for (const size of sizes) expect(size).toMatch(/^UK \d+$/);
      } else if (product.category === 'Infants') {
        for (const size of sizes) expect(size).toMatch(/^\d+-\d+M$|^Free Size$/);
      } else if (product.category === 'Accessories') {
        for (const size of sizes) expect(size).toMatch(/^(S|M|L|Free Size)$/);
      } else {
        for (const size of sizes) expect(size).toMatch(/^\d+-\d+Y$/);
      }
    }
  });

  it('has a dozen or so bestsellers and a handful featured', () => {
    const best = DEMO_PRODUCTS.filter((p) => p.bestseller).length;
    const featured = DEMO_PRODUCTS.filter((p) => p.isFeatured).length;
    expect(best).toBeGreaterThanOrEqual(10);
    expect(best).toBeLessThanOrEqual(15);
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(10);
  });

  it('spreads popularity, ratings and arrival dates', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(Number.isInteger(product.popularity)).toBe(true);
      expect(product.popularity).toBeGreaterThanOrEqual(0);
      expect(product.popularity).toBeLessThanOrEqual(1000);
      expect(product.averageRating).toBeGreaterThanOrEqual(0);
      expect(product.averageRating).toBeLessThanOrEqual(5);
      expect(Math.round(product.averageRating * 10) / 10).toBe(product.averageRating);
      expect(Number.isInteger(product.createdDaysAgo)).toBe(true);
      expect(product.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(product.createdDaysAgo).toBeLessThanOrEqual(120);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.popularity)).size).toBeGreaterThan(40);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.averageRating)).size).toBeGreaterThan(6);
    const days = DEMO_PRODUCTS.map((p) => p.createdDaysAgo);
    expect(days.filter((d) => d <= 14).length).toBeGreaterThanOrEqual(5);
    expect(days.filter((d) => d > 60).length).toBeGreaterThanOrEqual(10);
  });

  it('writes real descriptions of two or three sentences', () => {
    for (const product of DEMO_PRODUCTS) {
      const sentences = product.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
    // The colours of a style share theirs.
    const descriptions = DEMO_PRODUCTS.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(new Set(DEMO_PRODUCTS.map((p) => p.name)).size);
  });

  it('gives every product 2 to 4 views of one garment, front first', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.art.length).toBeGreaterThanOrEqual(2);
      expect(product.art.length).toBeLessThanOrEqual(4);
      const [first] = product.art;
      expect(first!.view).toBe('front');
      const views = product.art.map((a) => a.view);
      expect(new Set(views).size).toBe(views.length);
      for (const art of product.art) {
        expect(GARMENT_KINDS).toContain(art.kind);
        expect(GARMENT_PATTERNS).toContain(art.pattern);
        expect(GARMENT_VIEWS).toContain(art.view);
        expect(art).toMatchObject({
          kind: first!.kind,
          colour: first!.colour,
          accent: first!.accent,
          pattern: first!.pattern,
          background: first!.background,
        });
        for (const colour of [art.colour, art.accent, art.background]) expect(colour).toMatch(HEX);
      }
    }
  });

  it('draws the kind of thing each aisle sells', () => {
    for (const product of DEMO_PRODUCTS) {
      const allowed = KINDS_BY_CATEGORY[product.category];
      if (allowed) expect(allowed).toContain(product.art[0]!.kind);
      if (product.category !== 'Footwear') {
        expect(['shoe', 'sandal', 'booties']).not.toContain(product.art[0]!.kind);
      }
    }
  });

  it('varies the artwork so the grid looks like a stocked shelf', () => {
    const first = DEMO_PRODUCTS.map((p) => p.art[0]!);
    expect(new Set(first.map((a) => a.background)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(first.map((a) => a.colour)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(first.map((a) => a.pattern)).size).toBe(GARMENT_PATTERNS.length);
    for (let i = 1; i < first.length; i += 1) {
      expect(first[i]!.background).not.toBe(first[i - 1]!.background);
    }
  });
});

describe('demo colours and styles', () => {
  const styles = groupBy(
    DEMO_PRODUCTS.filter((p) => p.style !== null),
    (p) => p.style,
  );

  it('gives every product a colour of the palette, and draws it in that colour', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(COLOUR_PALETTE, product.name).toContainEqual(product.colour);
      for (const art of product.art) expect(art.colour, product.name).toBe(product.colour.hex);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.colour.name)).size).toBeGreaterThanOrEqual(15);
  });

  it('has several styles of 2 to 4 colours, each colour once', () => {
    expect(styles.size).toBeGreaterThanOrEqual(4);
    for (const [style, colours] of styles) {
      expect(colours.length, String(style)).toBeGreaterThanOrEqual(2);
      expect(colours.length, String(style)).toBeLessThanOrEqual(Math.min(4, MAX_COLOURS_PER_STYLE));
      const names = colours.map((p) => p.colour.name.toLowerCase());
      expect(new Set(names).size, String(style)).toBe(names.length);
    }
  });

  it('keeps the colours of a style alike in everything but colour, stock and standing', () => {
    for (const [style, [first, ...others]] of styles) {
      for (const other of others) {
        const same = (p: DemoProduct) => ({
          name: p.name,
          brand: p.brand,
          category: p.category,
          description: p.description,
          price: p.price,
          discountPrice: p.discountPrice,
          sizes: p.sizes.map((s) => s.size),
          kind: p.art[0]!.kind,
          pattern: p.art[0]!.pattern,
        });
        expect(same(other), String(style)).toEqual(same(first!));
        expect(other.art[0]!.colour).not.toBe(first!.art[0]!.colour);
        // Other colours are newer, one after another, so the first is listed first.
        expect(other.createdDaysAgo).toBeLessThan(first!.createdDaysAgo);
        expect(other.bestseller || other.isFeatured).toBe(false);
      }
      const arrivals = [first!, ...others].map((p) => p.createdDaysAgo);
      expect(arrivals, String(style)).toEqual([...arrivals].sort((a, b) => b - a));
      expect(new Set(arrivals).size).toBe(arrivals.length);
    }
  });

  it('has a colour sold out in every size beside colours in stock', () => {
    const soldOut = [...styles.values()].filter((colours) =>
      colours.some((p) => p.sizes.every((s) => s.stock === 0)),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(1);
    for (const colours of soldOut) {
      expect(colours.some((p) => p.sizes.some((s) => s.stock > 0))).toBe(true);
    }
  });
});

describe('the demo catalogue data file', () => {
  const [first] = demoProducts;

  it('reads named trims and size runs as the colours and sizes they stand for', () => {
    const [spec] = parseDemoProductSpecs([{ ...first, accent: 'navy', sizes: 'SHOES' }]);
    expect(spec).toMatchObject({
      accent: '#34507A',
      sizes: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
    });
    expect(parseDemoProductSpecs([{ ...first, sizes: ['Free Size'] }])[0]!.sizes).toEqual([
      'Free Size',
    ]);
    expect(parseDemoProductSpecs(demoProducts)).toHaveLength(demoProducts.length);
  });

  it.each([
    ['an unknown trim', { accent: 'plum' }],
    ['an unknown size run', { sizes: 'XXL' }],
    ['an unknown category', { category: 'Toys' }],
    ['a colour outside the palette', { colour: 'Chartreuse' }],
    ['a drawing there is none of', { kind: 'umbrella' }],
    ['a price that is not a number', { price: '449' }],
    ['a misspelt field', { popularty: 900 }],
  ])('refuses %s, so a mistake stops the seed', (_case, change) => {
    expect(() => parseDemoProductSpecs([{ ...first, ...change }])).toThrow();
  });
});
