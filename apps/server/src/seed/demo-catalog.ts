/**
 * The demo shop: categories and products a fresh install starts with, each with its own
 * generated artwork. The products are data (demo-data/demo-products.json); what they leave out
 * comes from a seeded generator, so every install (and every test run) sees the same shop.
 */
import { COLOUR_PALETTE, type ParcelMeasures, type ProductColour } from '@littleloom/shared';
import { z } from 'zod';
import demoProducts from './demo-data/demo-products.json' with { type: 'json' };
import { DEMO_STYLES, type DemoStyleColour, type PaletteColourName } from './demo-styles';
import {
  GARMENT_KINDS,
  GARMENT_PATTERNS,
  GARMENT_VIEWS,
  type GarmentArt,
  type GarmentKind,
  type GarmentView,
} from './garment-art';
import { between, hashName, seededRandom } from './seeded-random';

export interface DemoCategory {
  name: string;
  description: string;
  /** The HSN code of its goods: all apparel or footwear here, so GST follows each piece's price. */
  hsnCode: string;
  /** One unit of its goods packed, as its products are booked with couriers unless they say. */
  parcel: ParcelMeasures;
}

/** Folded clothes in a mailer: light and flat. */
const FOLDED_CLOTHES: ParcelMeasures = {
  weightGrams: 250,
  lengthCm: 30,
  breadthCm: 25,
  heightCm: 4,
};

export interface DemoSize {
  size: string;
  stock: number;
}

export interface DemoProduct {
  name: string;
  brand: string;
  /** A DemoCategory name. */
  category: string;
  description: string;
  /** Rupees. */
  price: number;
  /** Rupees, below price. */
  discountPrice?: number;
  sizes: DemoSize[];
  bestseller: boolean;
  isFeatured: boolean;
  /** 0..1000. */
  popularity: number;
  /**
   * How well the demo's buyers like it, 0..5 in tenths: its customers' written reviews go to the
   * products whose liking is nearest their stars. Never shown as it is: a product's rating comes
   * only from its reviews (decision 33).
   */
  averageRating: number;
  /** 0..120, so "new arrivals" has a spread to sort. */
  createdDaysAgo: number;
  /** A colour of the shop's palette; the art draws the garment in it. */
  colour: ProductColour;
  /**
   * The products of one style (demo-styles.ts) share this: the name of its first colour. Null for
   * a product in one colour only.
   */
  style: string | null;
  /** 2 to 4 views of the same garment; the first is the card image. */
  art: GarmentArt[];
  /** How one unit packs where it differs from its category's (bulky or tiny pieces); else empty. */
  ownParcel: Partial<ParcelMeasures>;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Boys',
    // HSN 6203: boys' suits, trousers and shorts.
    hsnCode: '6203',
    description: 'Easy-going tees, shirts and shorts for boys who climb, run and never sit still.',
    parcel: FOLDED_CLOTHES,
  },
  {
    name: 'Girls',
    // HSN 6204: girls' dresses, skirts and suits.
    hsnCode: '6204',
    description: 'Twirl-ready frocks, comfy dresses and everyday separates for girls on the go.',
    parcel: FOLDED_CLOTHES,
  },
  {
    name: 'Infants',
    // HSN 6111: babies' garments, knitted.
    hsnCode: '6111',
    description:
      'Gentle cotton rompers, onesies and bibs, soft enough for the very newest arrivals.',
    parcel: { weightGrams: 180, lengthCm: 25, breadthCm: 20, heightCm: 3 },
  },
  {
    name: 'Footwear',
    // HSN 6404: footwear with textile uppers.
    hsnCode: '6404',
    description: 'First walkers, school-run sneakers and summer sandals with soft, grippy soles.',
    // A shoebox.
    parcel: { weightGrams: 700, lengthCm: 32, breadthCm: 20, heightCm: 12 },
  },
  {
    name: 'Accessories',
    // HSN 6117: made-up clothing accessories.
    hsnCode: '6117',
    description: 'Caps, bags, socks and hairbands that finish every little outfit with a smile.',
    parcel: { weightGrams: 150, lengthCm: 22, breadthCm: 18, heightCm: 4 },
  },
  {
    name: 'Nightwear',
    // HSN 6108: girls' and boys' nightwear, knitted.
    hsnCode: '6108',
    description: 'Breathable cotton pyjamas for cosy bedtimes and slow Sunday mornings.',
    parcel: { weightGrams: 300, lengthCm: 30, breadthCm: 25, heightCm: 5 },
  },
  {
    name: 'Ethnic Wear',
    // HSN 6211: other garments.
    hsnCode: '6211',
    description: 'Festive kurtas, lehengas and anarkalis for Diwali, weddings and family pujas.',
    // Embroidery and layers: heavier, and boxed so they arrive uncreased.
    parcel: { weightGrams: 450, lengthCm: 35, breadthCm: 28, heightCm: 6 },
  },
];

// ------------------------------------------------------------------ sizes

/** The size runs products name in demo-data/demo-products.json. */
const SIZE_SETS = {
  INFANT: ['0-3M', '3-6M', '6-9M', '9-12M', '12-18M'],
  KIDS: ['2-3Y', '3-4Y', '4-5Y', '6-7Y', '8-9Y'],
  SHOES: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'],
  FIRST_SHOES: ['UK 3', 'UK 4', 'UK 5', 'UK 6'],
  BOOTIES: ['0-6M', '6-12M', '12-18M'],
  FREE: ['Free Size'],
  SML: ['S', 'M', 'L'],
} as const satisfies Record<string, readonly string[]>;

// ------------------------------------------------------------------ colours

/** Trims, prints and details; the garment itself is drawn in its palette colour. */
const C = {
  sky: '#7FB3E6',
  navy: '#34507A',
  mint: '#3FB8A0',
  sage: '#8DB596',
  mustard: '#E7B043',
  sun: '#FFC857',
  coral: '#E8735F',
  blush: '#F2A7B5',
  rose: '#D9667F',
  lilac: '#B59BD9',
  teal: '#2F8F9D',
  olive: '#7D8A4E',
  rust: '#C2643A',
  cream: '#F6EEDF',
  grey: '#A3ABB5',
  red: '#D8454A',
  denim: '#4F74A8',
  peach: '#F6B38E',
  lavender: '#C9B6F2',
  charcoal: '#4A4A57',
  berry: '#A8436E',
  forest: '#3E7C59',
  maroon: '#8E3B46',
  aqua: '#6CC4BA',
  white: '#FFFFFF',
  ivory: '#FFF4E0',
  gold: '#F2B84B',
} as const;

/** Backdrops cycle through these so neighbouring cards never share one. */
const PASTELS = [
  '#FDE2E4',
  '#DDEBF7',
  '#FFF1C9',
  '#D8F3EC',
  '#EADCF8',
  '#FFE5D4',
  '#E8F0D2',
  '#F9E0EC',
  '#DCE7FF',
  '#FCEBD5',
  '#E0F4F8',
  '#F3E9DC',
  '#E9E4FF',
  '#E4F5DC',
];

// ------------------------------------------------------------------ seeded variety

function rgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function distance(a: string, b: string): number {
  const x = rgb(a);
  const y = rgb(b);
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

// ------------------------------------------------------------------ products

/**
 * One product of the demo catalogue as demo-data/demo-products.json writes it: its accent by a
 * name of the trims above (C), its sizes by a name of the sets above or listed, and what it leaves
 * out comes from a seeded generator. `parcel` is how one unit packs where it differs from its
 * category's (booties in a small mailer, a jacket boxed with its shape kept).
 */
const specSchema = z.strictObject({
  name: z.string().min(1),
  brand: z.string().min(1),
  category: z.string().refine((name) => DEMO_CATEGORIES.some((c) => c.name === name)),
  description: z.string().min(1),
  price: z.number().positive(),
  discount: z.number().positive().optional(),
  kind: z.enum(GARMENT_KINDS),
  colour: z.custom<PaletteColourName>((name) => COLOUR_PALETTE.some((c) => c.name === name)),
  accent: z
    .custom<keyof typeof C>((name) => typeof name === 'string' && Object.hasOwn(C, name))
    .transform((name): string => C[name]),
  pattern: z.enum(GARMENT_PATTERNS),
  sizes: z.union([
    z
      .custom<keyof typeof SIZE_SETS>(
        (name) => typeof name === 'string' && Object.hasOwn(SIZE_SETS, name),
      )
      .transform((name): readonly string[] => SIZE_SETS[name]),
    z.array(z.string().min(1)).min(1),
  ]),
  /** Explicit stock per size, for the sold-out and nearly-gone cases the shop must show. */
  stock: z.array(z.number().int().min(0)).optional(),
  best: z.boolean().optional(),
  featured: z.boolean().optional(),
  popularity: z.number().int().min(0).max(1000).optional(),
  rating: z.number().min(0).max(5).optional(),
  days: z.number().int().min(0).max(120).optional(),
  views: z.array(z.enum(GARMENT_VIEWS)).min(1).optional(),
  parcel: z
    .strictObject({
      weightGrams: z.number().int().positive(),
      lengthCm: z.number().int().positive(),
      breadthCm: z.number().int().positive(),
      heightCm: z.number().int().positive(),
    })
    .partial()
    .optional(),
});

type Spec = z.output<typeof specSchema>;

/** The catalogue's data, checked as it is loaded: a mistake in it stops the seed, naming where. */
export function parseDemoProductSpecs(data: unknown): Spec[] {
  return z.array(specSchema).parse(data);
}

const SPECS = parseDemoProductSpecs(demoProducts);

// ------------------------------------------------------------------ assembly

const FOOTWEAR: ReadonlySet<GarmentKind> = new Set(['shoe', 'sandal', 'booties']);
const ACCESSORY: ReadonlySet<GarmentKind> = new Set([
  'cap',
  'bag',
  'socks',
  'hairband',
  'bib',
  'mittens',
]);

/** A few view sets per family, cycled so galleries differ in length from product to product. */
const CLOTHING_VIEWS: GarmentView[][] = [
  ['front', 'back', 'detail'],
  ['front', 'back', 'detail', 'folded'],
  ['front', 'folded'],
  ['front', 'detail', 'back'],
  ['front', 'back'],
];
const FOOTWEAR_VIEWS: GarmentView[][] = [
  ['front', 'back', 'folded'],
  ['front', 'detail', 'back'],
  ['front', 'back'],
];
const ACCESSORY_VIEWS: GarmentView[][] = [
  ['front', 'detail'],
  ['front', 'back', 'detail'],
  ['front', 'folded', 'back'],
];

function viewsFor(spec: Spec, index: number): GarmentView[] {
  if (spec.views) return spec.views;
  const sets = FOOTWEAR.has(spec.kind)
    ? FOOTWEAR_VIEWS
    : ACCESSORY.has(spec.kind)
      ? ACCESSORY_VIEWS
      : CLOTHING_VIEWS;
  return sets[index % sets.length] ?? ['front', 'back'];
}

function paletteColour(name: PaletteColourName): ProductColour {
  const colour = COLOUR_PALETTE.find((listed) => listed.name === name);
  if (!colour) throw new Error(`Demo colour ${name} is not in the palette`);
  return { name: colour.name, hex: colour.hex };
}

function backgroundFor(garment: string, index: number): string {
  // Step through the pastels so neighbours differ, skipping any too close to the garment. A pale
  // garment is near every pastel, so "too close" is then measured against the farthest of them.
  const farthest = Math.max(...PASTELS.map((pastel) => distance(pastel, garment)));
  const apart = Math.min(90, farthest * 0.6);
  for (let step = 0; step < PASTELS.length; step += 1) {
    const candidate = PASTELS[(index * 5 + step) % PASTELS.length] ?? PASTELS[0]!;
    if (distance(candidate, garment) > apart) return candidate;
  }
  return PASTELS[0]!;
}

/** A product of the catalogue, in its place on the shelf: one spec, or another colour of one. */
interface Placement {
  spec: Spec;
  style: string | null;
  /** 0 for a style's first colour (or a product in one colour), then 1, 2... as they arrived. */
  arrival: number;
}

/** Another colour of a product: the same garment, drawn and stocked in that colour. */
function inColour(spec: Spec, other: DemoStyleColour): Spec {
  const { popularity: _popularity, rating: _rating, stock: _stock, ...same } = spec;
  return {
    ...same,
    colour: other.colour,
    accent: other.accent ?? spec.accent,
    ...(other.stock ? { stock: other.stock } : {}),
    best: false,
    featured: false,
  };
}

function placeStyles(specs: readonly Spec[]): Placement[] {
  const styles = new Map(DEMO_STYLES.map((style) => [style.product, style]));
  const placed = specs.flatMap((spec): Placement[] => {
    const style = styles.get(spec.name);
    if (!style) return [{ spec, style: null, arrival: 0 }];
    styles.delete(spec.name);
    return [
      { spec, style: spec.name, arrival: 0 },
      ...style.colours.map((other, i) => ({
        spec: inColour(spec, other),
        style: spec.name,
        arrival: i + 1,
      })),
    ];
  });
  for (const name of styles.keys()) throw new Error(`Demo style names unknown product ${name}`);
  return placed;
}

function build({ spec, style, arrival }: Placement, index: number): DemoProduct {
  // Each colour varies on its own; a style's first colour keeps the numbers it always had.
  const random = seededRandom(hashName(arrival === 0 ? spec.name : `${spec.name} ${spec.colour}`));
  const sizes = spec.sizes.map((size, i) => ({
    size,
    stock: spec.stock?.[i] ?? between(random, 4, 25),
  }));
  const best = spec.best ?? false;
  const colour = paletteColour(spec.colour);
  const background = backgroundFor(colour.hex, index);
  const product: DemoProduct = {
    name: spec.name,
    brand: spec.brand,
    category: spec.category,
    description: spec.description,
    price: spec.price,
    sizes,
    bestseller: best,
    isFeatured: spec.featured ?? false,
    popularity: spec.popularity ?? (best ? between(random, 640, 980) : between(random, 40, 620)),
    averageRating: spec.rating ?? between(random, 36, 49) / 10,
    createdDaysAgo: spec.days ?? between(random, 15, 120),
    colour,
    style,
    ownParcel: spec.parcel ?? {},
    art: viewsFor(spec, index).map((view) => ({
      kind: spec.kind,
      colour: colour.hex,
      accent: spec.accent,
      background,
      pattern: spec.pattern,
      view,
    })),
  };
  if (spec.discount !== undefined) product.discountPrice = spec.discount;
  return product;
}

/**
 * The shelf: every product, each other colour of a style right after its first. Another colour
 * arrived a day after the one before it, so a style's colours are listed in the order written.
 */
function shelve(placements: readonly Placement[]): DemoProduct[] {
  const products = placements.map(build);
  let first: DemoProduct | undefined;
  return products.map((product, i) => {
    const { arrival } = placements[i]!;
    if (arrival === 0) {
      first = product;
      return product;
    }
    const createdDaysAgo = first!.createdDaysAgo - arrival;
    if (createdDaysAgo < 0)
      throw new Error(`${product.name} in ${product.colour.name} arrives tomorrow`);
    return { ...product, createdDaysAgo };
  });
}

export const DEMO_PRODUCTS: DemoProduct[] = shelve(placeStyles(SPECS));
