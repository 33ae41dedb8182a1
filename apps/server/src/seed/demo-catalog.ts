/**
 * The demo shop: categories and products a fresh install starts with, each with its own
 * generated artwork. Everything is fixed data or comes from a seeded generator, so every install
 * (and every test run) sees the same shop.
 */
import { COLOUR_PALETTE, type ParcelMeasures, type ProductColour } from '@littleloom/shared';
import { DEMO_STYLES, type DemoStyleColour, type PaletteColourName } from './demo-styles';
import type { GarmentArt, GarmentKind, GarmentPattern, GarmentView } from './garment-art';
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

const INFANT = ['0-3M', '3-6M', '6-9M', '9-12M', '12-18M'];
const KIDS = ['2-3Y', '3-4Y', '4-5Y', '6-7Y', '8-9Y'];
const SHOES = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'];
const FIRST_SHOES = ['UK 3', 'UK 4', 'UK 5', 'UK 6'];
const BOOTIES = ['0-6M', '6-12M', '12-18M'];
const FREE = ['Free Size'];
const SML = ['S', 'M', 'L'];

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

interface Spec {
  name: string;
  brand: string;
  category: string;
  description: string;
  price: number;
  discount?: number;
  kind: GarmentKind;
  colour: PaletteColourName;
  accent: string;
  pattern: GarmentPattern;
  sizes: readonly string[];
  /** Explicit stock per size, for the sold-out and nearly-gone cases the shop must show. */
  stock?: number[];
  best?: boolean;
  featured?: boolean;
  popularity?: number;
  rating?: number;
  days?: number;
  views?: GarmentView[];
  /** How one unit packs, where it differs from its category's. */
  parcel?: Partial<ParcelMeasures>;
}

const SPECS: Spec[] = [
  // ---------------------------------------------------------------- Boys
  {
    name: 'Dino Roar Half-Sleeve Tee',
    brand: 'Hopscotch',
    category: 'Boys',
    description:
      'Soft cotton half-sleeve tee with an all-over dino print, easy on little arms and big on stomping fun. The ribbed neck keeps its shape wash after wash.',
    price: 449,
    discount: 349,
    kind: 'tshirt',
    colour: 'Sky blue',
    accent: C.navy,
    pattern: 'dinos',
    sizes: KIDS,
    best: true,
    featured: true,
    popularity: 942,
    rating: 4.7,
  },
  {
    name: 'Breton Stripe Cotton Tee',
    brand: 'H&M',
    category: 'Boys',
    description:
      'A classic navy-and-white stripe in breathable single jersey. Pairs with shorts for the park and chinos for family lunches.',
    price: 399,
    kind: 'tshirt',
    colour: 'Navy',
    accent: C.white,
    pattern: 'stripes',
    sizes: KIDS,
    stock: [6, 0, 9, 12, 4],
    best: true,
    popularity: 876,
    rating: 4.5,
  },
  {
    name: 'Zoom Zoom Cars Tee',
    brand: 'Babyhug',
    category: 'Boys',
    description:
      'Little cars race across this tee made from bio-washed cotton. Contrast cuffs and a roomy fit leave plenty of space to play.',
    price: 349,
    kind: 'tshirt',
    colour: 'Mustard',
    accent: C.navy,
    pattern: 'cars',
    sizes: KIDS,
  },
  {
    name: 'Sunny Day Star Tee',
    brand: 'Little Loom',
    category: 'Boys',
    description:
      'Our own sage green tee scattered with tiny stars, cut from pre-shrunk cotton that stays soft in the Indian summer. Tag-free neck for fuss-free mornings.',
    price: 299,
    kind: 'tshirt',
    colour: 'Green',
    accent: C.ivory,
    pattern: 'stars',
    sizes: KIDS,
    days: 2,
  },
  {
    name: 'Gingham Check Casual Shirt',
    brand: 'H&M',
    category: 'Boys',
    description:
      'A smart half-sleeve shirt in airy cotton gingham with a contrast collar and chest pocket. Perfect for birthday parties and Sunday visits to Nani.',
    price: 799,
    discount: 599,
    kind: 'shirt',
    colour: 'Green',
    accent: C.white,
    pattern: 'checks',
    sizes: KIDS,
    popularity: 702,
    rating: 4.4,
  },
  {
    name: 'Polka Dot Party Shirt',
    brand: 'Hopscotch',
    category: 'Boys',
    description:
      'Crisp poplin shirt with playful white polka dots and easy-grip buttons he can do up himself. Looks sharp tucked in or worn loose.',
    price: 699,
    kind: 'shirt',
    colour: 'Orange',
    accent: C.white,
    pattern: 'dots',
    sizes: KIDS,
    stock: [0, 5, 8, 0, 3],
  },
  {
    name: 'Monsoon Leaf Linen Shirt',
    brand: 'Pine Kids',
    category: 'Boys',
    description:
      'A linen-blend shirt printed with tiny leaves, light enough for sticky monsoon days. The relaxed cut lets air move while he plays.',
    price: 899,
    kind: 'shirt',
    colour: 'Green',
    accent: C.ivory,
    pattern: 'leaves',
    sizes: KIDS,
    days: 9,
  },
  {
    name: 'Drawstring Denim Shorts',
    brand: 'H&M',
    category: 'Boys',
    description:
      'Soft washed denim shorts with an elastic waist and a real drawstring. Two deep pockets hold pebbles, crayons and other treasures.',
    price: 599,
    discount: 449,
    kind: 'shorts',
    colour: 'Navy',
    accent: C.ivory,
    pattern: 'plain',
    sizes: KIDS,
    best: true,
    popularity: 811,
    rating: 4.6,
  },
  {
    name: 'Stripe Cotton Bermudas',
    brand: 'Mothercare',
    category: 'Boys',
    description:
      'Knee-length cotton bermudas in sunny stripes with a comfortable ribbed waist. Easy to pull on after a splash in the paddling pool.',
    price: 449,
    kind: 'shorts',
    colour: 'Yellow',
    accent: C.white,
    pattern: 'stripes',
    sizes: KIDS,
  },
  {
    name: 'Camp Chevron Shorts',
    brand: 'Cucumber',
    category: 'Boys',
    description:
      'Lightweight shorts with a bold zigzag print and a soft elastic waistband. Made for running around the building compound all evening.',
    price: 349,
    kind: 'shorts',
    colour: 'Olive',
    accent: C.sun,
    pattern: 'chevron',
    sizes: KIDS,
    stock: [3, 0, 7, 9, 11],
  },
  {
    name: 'Everyday Jogger Pants',
    brand: 'Hopscotch',
    category: 'Boys',
    description:
      'Brushed cotton joggers with ribbed cuffs that stay put at the ankle. A drawstring waist means no more hitching up during football.',
    price: 549,
    kind: 'pants',
    colour: 'Grey',
    accent: C.charcoal,
    pattern: 'plain',
    sizes: KIDS,
    popularity: 655,
  },
  {
    name: 'Starry Night Track Pants',
    brand: 'Mini Klub',
    category: 'Boys',
    description:
      'Navy track pants sprinkled with small golden stars, ideal for school sports day and cool evenings. The fabric has a little stretch for cartwheels.',
    price: 499,
    discount: 399,
    kind: 'pants',
    colour: 'Navy',
    accent: C.gold,
    pattern: 'stars',
    sizes: KIDS,
  },
  {
    name: 'Zip-Up Hooded Sweatjacket',
    brand: 'H&M',
    category: 'Boys',
    description:
      'A cosy fleece-backed hoodie with a full zip, kangaroo-style side pockets and a soft lined hood. Just right for Delhi winters and hill-station holidays.',
    price: 1499,
    discount: 1199,
    kind: 'jacket',
    colour: 'Brown',
    accent: C.ivory,
    pattern: 'plain',
    sizes: KIDS,
    stock: [2, 0, 4, 6, 0],
    featured: true,
    popularity: 590,
    rating: 4.5,
    parcel: { weightGrams: 550, lengthCm: 35, breadthCm: 30, heightCm: 8 },
  },
  {
    name: 'Explorer Denim Dungarees',
    brand: 'Pine Kids',
    category: 'Boys',
    description:
      'Sturdy cotton dungarees with a bib pocket and adjustable button straps that grow with him. Turn-up hems add a playful touch.',
    price: 1099,
    kind: 'dungarees',
    colour: 'Navy',
    accent: C.sun,
    pattern: 'plain',
    sizes: KIDS,
  },
  // ---------------------------------------------------------------- Girls
  {
    name: 'Blossom Puff-Sleeve Frock',
    brand: 'Hopscotch',
    category: 'Girls',
    description:
      'A twirly cotton frock with puff sleeves, a Peter Pan collar and a scalloped hem over a soft petticoat. Made for birthday parties and family photos.',
    price: 1199,
    discount: 899,
    kind: 'frock',
    colour: 'Pink',
    accent: C.white,
    pattern: 'floral',
    sizes: KIDS,
    best: true,
    featured: true,
    popularity: 968,
    rating: 4.8,
  },
  {
    name: 'Gingham Picnic Frock',
    brand: 'Babyhug',
    category: 'Girls',
    description:
      'Sunshine gingham frock with a satin waist bow and gathered skirt. Breathable cotton keeps her comfortable from breakfast till bedtime.',
    price: 899,
    kind: 'frock',
    colour: 'Yellow',
    accent: C.white,
    pattern: 'checks',
    sizes: KIDS,
    stock: [0, 4, 6, 3, 0],
    popularity: 834,
    rating: 4.6,
  },
  {
    name: 'Little Hearts Party Frock',
    brand: 'Mini Klub',
    category: 'Girls',
    description:
      'A rose pink frock printed with tiny hearts and finished with a sweet bow at the back. The lining is pure cotton so nothing scratches.',
    price: 999,
    kind: 'frock',
    colour: 'Pink',
    accent: C.ivory,
    pattern: 'hearts',
    sizes: KIDS,
    days: 1,
  },
  {
    name: 'Lavender Dots Frock',
    brand: 'Little Loom',
    category: 'Girls',
    description:
      'Soft lavender cotton with white polka dots, puff sleeves and a round collar. Buttons down the back make dressing quick.',
    price: 849,
    kind: 'frock',
    colour: 'Lavender',
    accent: C.white,
    pattern: 'dots',
    sizes: KIDS,
  },
  {
    name: 'Sleeveless Sundress with Bow',
    brand: 'H&M',
    category: 'Girls',
    description:
      'An easy A-line sundress in cool cotton with a contrast sash and bow. Throw it on for beach days in Goa or lazy afternoons at home.',
    price: 799,
    discount: 599,
    kind: 'dress',
    colour: 'Mint green',
    accent: C.white,
    pattern: 'plain',
    sizes: KIDS,
    popularity: 789,
    rating: 4.5,
  },
  {
    name: 'Striped Skater Dress',
    brand: 'Hopscotch',
    category: 'Girls',
    description:
      'Bold orange stripes on a soft jersey dress that flares out when she spins. A keyhole button at the back makes it easy to pull on.',
    price: 699,
    kind: 'dress',
    colour: 'Orange',
    accent: C.ivory,
    pattern: 'stripes',
    sizes: KIDS,
    stock: [5, 7, 0, 8, 6],
  },
  {
    name: 'Floral Garden A-Line Dress',
    brand: 'Mothercare',
    category: 'Girls',
    description:
      'A pretty mint dress covered in little flowers, with a fitted bodice and a full skirt. Lovely for weddings, school functions and temple visits.',
    price: 1299,
    kind: 'dress',
    colour: 'Mint green',
    accent: C.ivory,
    pattern: 'floral',
    sizes: KIDS,
    featured: true,
    popularity: 612,
    rating: 4.7,
    days: 4,
  },
  {
    name: 'Tiered Tutu Skirt',
    brand: 'Babyhug',
    category: 'Girls',
    description:
      'A swishy flared skirt with a ruched elastic waist and a little bow. Pairs beautifully with a plain tee for a dressy-casual look.',
    price: 499,
    discount: 399,
    kind: 'skirt',
    colour: 'Peach',
    accent: C.white,
    pattern: 'stars',
    sizes: KIDS,
  },
  {
    name: 'Pleated Check Skirt',
    brand: 'H&M',
    category: 'Girls',
    description:
      'A neat pleated skirt in soft check cotton with a comfy elasticated band. Great for school outings and weekend malls alike.',
    price: 599,
    kind: 'skirt',
    colour: 'Purple',
    accent: C.ivory,
    pattern: 'checks',
    sizes: KIDS,
  },
  {
    name: 'Heart Print Everyday Tee',
    brand: 'Cucumber',
    category: 'Girls',
    description:
      'A soft lilac tee covered in little hearts, with contrast cuffs and a comfortable crew neck. The cotton stays cool on hot afternoons.',
    price: 299,
    kind: 'tshirt',
    colour: 'Lavender',
    accent: C.white,
    pattern: 'hearts',
    sizes: KIDS,
    days: 6,
  },
  {
    name: 'Flower Power Cotton Shorts',
    brand: 'Mini Klub',
    category: 'Girls',
    description:
      'Breezy cotton shorts with a flower print and a ribbon drawstring. An easy summer staple that goes with every tee in her cupboard.',
    price: 399,
    kind: 'shorts',
    colour: 'Pink',
    accent: C.ivory,
    pattern: 'floral',
    sizes: KIDS,
    stock: [4, 0, 0, 6, 8],
  },
  {
    name: 'Comfy Rib Leggings',
    brand: 'Hopscotch',
    category: 'Girls',
    description:
      'Stretchy ribbed leggings with a soft waistband that never digs in. They go under frocks, kurtis and tunics all year round.',
    price: 399,
    kind: 'pants',
    colour: 'Pink',
    accent: C.rose,
    pattern: 'plain',
    sizes: KIDS,
    popularity: 702,
  },
  {
    name: 'Cosy Quilted Hoodie',
    brand: 'Mothercare',
    category: 'Girls',
    description:
      'A warm zip-up hoodie with a lined hood and ribbed cuffs, in a cheerful berry shade. Pockets at the side keep little hands warm on winter mornings.',
    price: 1699,
    discount: 1299,
    kind: 'jacket',
    colour: 'Purple',
    accent: C.blush,
    pattern: 'plain',
    sizes: KIDS,
    stock: [1, 2, 3, 2, 1],
    parcel: { weightGrams: 600, lengthCm: 35, breadthCm: 30, heightCm: 9 },
  },
  {
    name: 'Strawberry Dot Dungarees',
    brand: 'Little Loom',
    category: 'Girls',
    description:
      'Soft corduroy-look dungarees with a pocket on the bib and polka dots all over. Adjustable straps give a good fit for a long time.',
    price: 999,
    kind: 'dungarees',
    colour: 'Red',
    accent: C.ivory,
    pattern: 'dots',
    sizes: KIDS,
  },
  // ---------------------------------------------------------------- Infants
  {
    name: 'Organic Cotton Bodysuit',
    brand: 'Babyhug',
    category: 'Infants',
    description:
      'A gentle bodysuit in organic cotton with envelope shoulders for easy changes. Snap buttons at the bottom make night-time nappy changes quick.',
    price: 349,
    kind: 'onesie',
    colour: 'White',
    accent: C.sky,
    pattern: 'stars',
    sizes: INFANT,
    best: true,
    popularity: 905,
    rating: 4.8,
  },
  {
    name: 'Little Dino Onesie',
    brand: 'Mothercare',
    category: 'Infants',
    description:
      'A soft short-sleeve onesie with friendly dinosaurs, made from combed cotton that is kind to new skin. Reinforced snaps survive many washes.',
    price: 399,
    discount: 299,
    kind: 'onesie',
    colour: 'Green',
    accent: C.ivory,
    pattern: 'dinos',
    sizes: INFANT,
    stock: [7, 0, 5, 9, 6],
  },
  {
    name: 'Sweet Heart Onesie',
    brand: 'Mini Klub',
    category: 'Infants',
    description:
      'Blush pink onesie with tiny hearts and a star appliqué on the front. Flat seams and a tag-free neck keep the littlest ones comfy.',
    price: 329,
    kind: 'onesie',
    colour: 'Pink',
    accent: C.white,
    pattern: 'hearts',
    sizes: INFANT,
    days: 3,
  },
  {
    name: 'Essentials Plain Onesie',
    brand: 'H&M',
    category: 'Infants',
    description:
      'The everyday onesie every baby needs, in soft mustard cotton with ribbed trims. Wear it alone on warm days or layer it under a romper.',
    price: 299,
    kind: 'onesie',
    colour: 'Mustard',
    accent: C.white,
    pattern: 'plain',
    sizes: INFANT,
  },
  {
    name: 'Button-Front Cotton Romper',
    brand: 'Babyhug',
    category: 'Infants',
    description:
      'A breathable romper with a round collar and wooden-look buttons down the front. Short legs and snap closures keep crawling easy.',
    price: 599,
    discount: 479,
    kind: 'romper',
    colour: 'Peach',
    accent: C.ivory,
    pattern: 'dots',
    sizes: INFANT,
    best: true,
    popularity: 858,
    rating: 4.6,
  },
  {
    name: 'Seaside Stripe Romper',
    brand: 'Hopscotch',
    category: 'Infants',
    description:
      'Sky blue stripes on soft cotton with a heart pocket and collar. Perfect for first beach trips and afternoon naps alike.',
    price: 649,
    kind: 'romper',
    colour: 'Sky blue',
    accent: C.white,
    pattern: 'stripes',
    sizes: INFANT,
    stock: [0, 3, 0, 5, 4],
    featured: true,
    popularity: 644,
    rating: 4.5,
  },
  {
    name: 'Leafy Muslin Romper',
    brand: 'Little Loom',
    category: 'Infants',
    description:
      'Our airy muslin romper printed with little leaves, light enough for Chennai summers. The snaps at the legs make changes a breeze.',
    price: 699,
    kind: 'romper',
    colour: 'Mint green',
    accent: C.ivory,
    pattern: 'leaves',
    sizes: INFANT,
    days: 0,
  },
  {
    name: 'Mini Frock with Bloomers',
    brand: 'Babyhug',
    category: 'Infants',
    description:
      'A tiny floral frock with puff sleeves and a soft petticoat, made for naming ceremonies and first birthdays. Matching bloomers cover the nappy.',
    price: 799,
    kind: 'frock',
    colour: 'Lavender',
    accent: C.white,
    pattern: 'floral',
    sizes: INFANT,
  },
  {
    name: 'Baby Denim Dungarees',
    brand: 'Mothercare',
    category: 'Infants',
    description:
      'Soft, stretchy denim-look dungarees with snap buttons all along the legs. Pair with a bodysuit for the cutest weekend outfit.',
    price: 899,
    discount: 699,
    kind: 'dungarees',
    colour: 'Sky blue',
    accent: C.ivory,
    pattern: 'plain',
    sizes: INFANT,
  },
  {
    name: 'Heart Pocket Feeding Bib',
    brand: 'Babyhug',
    category: 'Infants',
    description:
      'An absorbent cotton bib with a terry back, snap fastening and a handy crumb pocket. Piped edges keep it neat after many washes.',
    price: 249,
    kind: 'bib',
    colour: 'Orange',
    accent: C.ivory,
    pattern: 'hearts',
    sizes: FREE,
    popularity: 780,
    rating: 4.7,
  },
  {
    name: 'Starry Drool Bib',
    brand: 'Mini Klub',
    category: 'Infants',
    description:
      'A soft drool bib with little stars and a waterproof inner layer. It keeps teething babies dry without a fuss.',
    price: 199,
    kind: 'bib',
    colour: 'Navy',
    accent: C.sun,
    pattern: 'stars',
    sizes: FREE,
    stock: [0],
  },
  {
    name: 'No-Scratch Cotton Mittens',
    brand: 'Mothercare',
    category: 'Infants',
    description:
      'Soft thumbless mittens that stop tiny nails from scratching delicate faces. The gentle elastic cuffs stay on without pinching.',
    price: 199,
    kind: 'mittens',
    colour: 'Mint green',
    accent: C.ivory,
    pattern: 'dots',
    sizes: ['0-3M', '3-6M'],
  },
  // ---------------------------------------------------------------- Footwear
  {
    name: 'Lace-Up Canvas Sneakers',
    brand: 'H&M',
    category: 'Footwear',
    description:
      'Classic canvas sneakers with cushioned insoles and a grippy rubber sole. Perfect for school runs, park runs and everything in between.',
    price: 999,
    discount: 799,
    kind: 'shoe',
    colour: 'Navy',
    accent: C.white,
    pattern: 'plain',
    sizes: SHOES,
    best: true,
    featured: true,
    popularity: 915,
    rating: 4.6,
  },
  {
    name: 'Dotty Play Sneakers',
    brand: 'Hopscotch',
    category: 'Footwear',
    description:
      'Bright orange sneakers with white dots and soft padding around the ankle. Flexible soles bend with every hop and skip.',
    price: 1199,
    kind: 'shoe',
    colour: 'Orange',
    accent: C.white,
    pattern: 'dots',
    sizes: SHOES,
    stock: [0, 4, 6, 0, 5, 3],
  },
  {
    name: 'Stripe Runner Sneakers',
    brand: 'Pine Kids',
    category: 'Footwear',
    description:
      'Light sky-blue runners with bold stripes and a toe cap that survives football in the lane. The padded collar keeps ankles comfy.',
    price: 1499,
    kind: 'shoe',
    colour: 'Sky blue',
    accent: C.white,
    pattern: 'stripes',
    sizes: SHOES,
    days: 5,
  },
  {
    name: 'Starry First Walkers',
    brand: 'Babyhug',
    category: 'Footwear',
    description:
      'Soft first-walker sneakers with little stars and a flexible, non-slip sole. They help wobbly first steps feel steady.',
    price: 899,
    kind: 'shoe',
    colour: 'Lavender',
    accent: C.white,
    pattern: 'stars',
    sizes: FIRST_SHOES,
    stock: [2, 1, 3, 1],
  },
  {
    name: 'Buckle Strap Sandals',
    brand: 'Hopscotch',
    category: 'Footwear',
    description:
      'Summer sandals with a cushioned footbed and an easy buckle strap around the ankle. The treaded sole grips well on wet monsoon floors.',
    price: 749,
    discount: 599,
    kind: 'sandal',
    colour: 'Green',
    accent: C.sun,
    pattern: 'plain',
    sizes: SHOES,
    best: true,
    popularity: 822,
    rating: 4.5,
  },
  {
    name: 'Floral Strap Sandals',
    brand: 'Mini Klub',
    category: 'Footwear',
    description:
      'Pretty sandals with flower-print straps over a soft cork-look footbed. A great match for frocks and festive outfits.',
    price: 699,
    kind: 'sandal',
    colour: 'Pink',
    accent: C.white,
    pattern: 'floral',
    sizes: SHOES,
    stock: [3, 0, 5, 7, 0, 2],
  },
  {
    name: 'Beach Day Sandals',
    brand: 'Cucumber',
    category: 'Footwear',
    description:
      'Quick-dry sandals with chevron-print straps and a sturdy sole for sand and splash pools. Easy for little ones to put on by themselves.',
    price: 599,
    kind: 'sandal',
    colour: 'Orange',
    accent: C.ivory,
    pattern: 'chevron',
    sizes: SHOES,
    days: 8,
  },
  {
    name: 'Knit Cuff Baby Booties',
    brand: 'Babyhug',
    category: 'Footwear',
    description:
      'Cosy booties with a soft knit cuff and a button strap that keeps them on wriggly feet. Anti-slip dots underneath help with first steps.',
    price: 449,
    discount: 349,
    kind: 'booties',
    colour: 'Lavender',
    accent: C.ivory,
    pattern: 'plain',
    sizes: BOOTIES,
    best: true,
    popularity: 801,
    rating: 4.7,
    // Booties need no shoebox: a small mailer.
    parcel: { weightGrams: 120, lengthCm: 18, breadthCm: 12, heightCm: 6 },
  },
  {
    name: 'Little Hearts Booties',
    brand: 'Mothercare',
    category: 'Footwear',
    description:
      'Soft cotton booties printed with tiny hearts and finished with a contrast toe. They keep toes warm on cool AC nights.',
    price: 399,
    kind: 'booties',
    colour: 'Pink',
    accent: C.ivory,
    pattern: 'hearts',
    sizes: BOOTIES,
    stock: [5, 0, 4],
  },
  {
    name: 'Check Pram Booties',
    brand: 'Little Loom',
    category: 'Footwear',
    description:
      'Our check-print pram booties with a ribbed cuff and padded sole. A sweet finish for outings in the stroller.',
    price: 499,
    kind: 'booties',
    colour: 'Green',
    accent: C.white,
    pattern: 'checks',
    sizes: BOOTIES,
    days: 12,
  },
  // ---------------------------------------------------------------- Accessories
  {
    name: 'Sunny Day Baseball Cap',
    brand: 'H&M',
    category: 'Accessories',
    description:
      'A cotton twill cap with a curved brim to keep the afternoon sun off little faces. The adjustable strap at the back grows with your child.',
    price: 349,
    kind: 'cap',
    colour: 'Mustard',
    accent: C.navy,
    pattern: 'plain',
    sizes: SML,
    popularity: 760,
    rating: 4.4,
  },
  {
    name: 'Dino Explorer Cap',
    brand: 'Hopscotch',
    category: 'Accessories',
    description:
      'A dino-print cap with breathable eyelets and a star badge on the front. Made for zoo trips and long summer holidays.',
    price: 399,
    discount: 299,
    kind: 'cap',
    colour: 'Green',
    accent: C.sun,
    pattern: 'dinos',
    sizes: SML,
    stock: [0, 6, 4],
  },
  {
    name: 'Check Snapback Cap',
    brand: 'Pine Kids',
    category: 'Accessories',
    description:
      'A smart check cap with a snap strap at the back and a contrast brim. It finishes off a weekend outfit in style.',
    price: 449,
    kind: 'cap',
    colour: 'Navy',
    accent: C.gold,
    pattern: 'checks',
    sizes: SML,
  },
  {
    name: 'Little Explorer Backpack',
    brand: 'Hopscotch',
    category: 'Accessories',
    description:
      'A lightweight backpack with padded straps, a zip front pocket and room for a tiffin box and a water bottle. Just the right size for playschool.',
    price: 999,
    discount: 799,
    kind: 'bag',
    colour: 'Sky blue',
    accent: C.ivory,
    pattern: 'dinos',
    sizes: FREE,
    popularity: 688,
    rating: 4.6,
    // Packed with its shape kept, not folded flat.
    parcel: { weightGrams: 450, lengthCm: 38, breadthCm: 30, heightCm: 14 },
  },
  {
    name: 'Blossom Mini Backpack',
    brand: 'Mothercare',
    category: 'Accessories',
    description:
      'A pretty floral backpack with a heart on the front pocket and soft padded straps. Holds snacks, crayons and a favourite soft toy.',
    price: 1199,
    kind: 'bag',
    colour: 'Pink',
    accent: C.white,
    pattern: 'floral',
    sizes: FREE,
    stock: [0],
  },
  {
    name: 'Anti-Slip Socks Pack of 3',
    brand: 'Babyhug',
    category: 'Accessories',
    description:
      'Three pairs of cotton-rich socks with grippy dots on the soles for safe play on tiled floors. Contrast heels and toes wear well.',
    price: 299,
    kind: 'socks',
    colour: 'Orange',
    accent: C.ivory,
    pattern: 'hearts',
    sizes: SML,
    popularity: 846,
    rating: 4.5,
  },
  {
    name: 'Stripy Crew Socks Pack of 3',
    brand: 'H&M',
    category: 'Accessories',
    description:
      'Fun striped crew socks in soft combed cotton with a ribbed top that stays up. Great with sneakers or school shoes.',
    price: 349,
    kind: 'socks',
    colour: 'Navy',
    accent: C.sun,
    pattern: 'stripes',
    sizes: SML,
  },
  {
    name: 'Dotty Ankle Socks Pack of 3',
    brand: 'Cucumber',
    category: 'Accessories',
    description:
      'Breathable ankle socks with polka dots, light enough for hot days in sandals and sneakers. Seamless toes mean no bunching.',
    price: 249,
    kind: 'socks',
    colour: 'Mint green',
    accent: C.white,
    pattern: 'dots',
    sizes: SML,
    stock: [6, 0, 3],
    days: 7,
  },
  {
    name: 'Bow Hairband',
    brand: 'Mini Klub',
    category: 'Accessories',
    description:
      'A soft fabric-covered hairband with a big satin-look bow. Padded ends stay comfortable all day at school or at a party.',
    price: 199,
    kind: 'hairband',
    colour: 'Pink',
    accent: C.white,
    pattern: 'dots',
    sizes: FREE,
    popularity: 540,
  },
  {
    name: 'Floral Bow Hairband',
    brand: 'Babyhug',
    category: 'Accessories',
    description:
      'A pretty floral hairband with a contrast bow, gentle on little heads. Matches our blossom frocks for festive photos.',
    price: 249,
    discount: 199,
    kind: 'hairband',
    colour: 'Lavender',
    accent: C.ivory,
    pattern: 'floral',
    sizes: FREE,
  },
  // ---------------------------------------------------------------- Nightwear
  {
    name: 'Cars Cotton Pyjama Set',
    brand: 'Babyhug',
    category: 'Nightwear',
    description:
      'A soft half-sleeve top and full-length pyjamas with little cars all over. Breathable cotton means a cool, comfy night under the fan.',
    price: 699,
    discount: 549,
    kind: 'pyjama-set',
    colour: 'Navy',
    accent: C.sun,
    pattern: 'cars',
    sizes: KIDS,
    best: true,
    popularity: 873,
    rating: 4.6,
  },
  {
    name: 'Starry Night Pyjama Set',
    brand: 'H&M',
    category: 'Nightwear',
    description:
      'Star-print pyjamas with a button-front top and elasticated trousers. Ribbed cuffs keep everything in place through the night.',
    price: 799,
    kind: 'pyjama-set',
    colour: 'Lavender',
    accent: C.white,
    pattern: 'stars',
    sizes: KIDS,
    stock: [4, 0, 6, 5, 0],
  },
  {
    name: 'Dreamy Check Nightsuit',
    brand: 'Mothercare',
    category: 'Nightwear',
    description:
      'A classic check nightsuit in brushed cotton, soft against the skin. The buttons are flat so nothing presses while they sleep.',
    price: 899,
    kind: 'pyjama-set',
    colour: 'Green',
    accent: C.ivory,
    pattern: 'checks',
    sizes: KIDS,
    days: 10,
  },
  {
    name: 'Dino Dreams Pyjama Set',
    brand: 'Hopscotch',
    category: 'Nightwear',
    description:
      'A roar-some pyjama set with dinosaurs on a soft sage base. The elastic waist and soft cuffs make bedtime changes easy.',
    price: 749,
    kind: 'pyjama-set',
    colour: 'Green',
    accent: C.ivory,
    pattern: 'dinos',
    sizes: KIDS,
  },
  {
    name: 'Heart Print Night Set',
    brand: 'Cucumber',
    category: 'Nightwear',
    description:
      'A cheerful pink night set with tiny hearts, made from light cotton for warm nights. Contrast trims add a sweet finishing touch.',
    price: 599,
    discount: 479,
    kind: 'pyjama-set',
    colour: 'Pink',
    accent: C.white,
    pattern: 'hearts',
    sizes: KIDS,
  },
  {
    name: 'Moonlight Cotton Nightdress',
    brand: 'Little Loom',
    category: 'Nightwear',
    description:
      'A loose, sleeveless nightdress in feather-light cotton with a soft sash. Nothing tight, nothing scratchy, just sweet dreams.',
    price: 649,
    kind: 'dress',
    colour: 'Cream',
    accent: C.lavender,
    pattern: 'dots',
    sizes: KIDS,
    days: 14,
  },
  // ---------------------------------------------------------------- Ethnic Wear
  {
    name: 'Festive Kurta Pyjama Set',
    brand: 'Hopscotch',
    category: 'Ethnic Wear',
    description:
      'A cotton-silk kurta with a mandarin collar, golden buttons and an embroidered hem, paired with a soft pyjama. Ready for Diwali, weddings and family pujas.',
    price: 1499,
    discount: 1199,
    kind: 'kurta',
    colour: 'Mustard',
    accent: C.maroon,
    pattern: 'plain',
    sizes: KIDS,
    best: true,
    featured: true,
    popularity: 931,
    rating: 4.8,
  },
  {
    name: 'Block Print Cotton Kurta',
    brand: 'Little Loom',
    category: 'Ethnic Wear',
    description:
      'A hand block-print inspired kurta in breathable cotton with little flowers. Comfortable enough for long family functions.',
    price: 999,
    kind: 'kurta',
    colour: 'Green',
    accent: C.ivory,
    pattern: 'floral',
    sizes: KIDS,
    stock: [0, 5, 4, 0, 6],
  },
  {
    name: 'Star Motif Silk-Blend Kurta',
    brand: 'Babyhug',
    category: 'Ethnic Wear',
    description:
      'A soft silk-blend kurta with tiny star motifs and a contrast placket. Perfect for Eid, Diwali and every festive gathering.',
    price: 1299,
    kind: 'kurta',
    colour: 'Red',
    accent: C.gold,
    pattern: 'stars',
    sizes: KIDS,
    days: 11,
  },
  {
    name: 'Mint Festive Kurta',
    brand: 'Mini Klub',
    category: 'Ethnic Wear',
    description:
      'A cool mint kurta with a golden collar and an embroidered border at the hem. Light and airy for summer weddings.',
    price: 1099,
    kind: 'kurta',
    colour: 'Mint green',
    accent: C.gold,
    pattern: 'leaves',
    sizes: KIDS,
  },
  {
    name: 'Floral Anarkali Frock',
    brand: 'Hopscotch',
    category: 'Ethnic Wear',
    description:
      'A flared anarkali-style frock with a floral print, puff sleeves and a golden waistband. She will twirl through every sangeet.',
    price: 1899,
    discount: 1499,
    kind: 'frock',
    colour: 'Purple',
    accent: C.gold,
    pattern: 'floral',
    sizes: KIDS,
    stock: [1, 3, 2, 1, 2],
    best: true,
    popularity: 887,
    rating: 4.7,
  },
  {
    name: 'Chevron Lehenga Skirt',
    brand: 'Babyhug',
    category: 'Ethnic Wear',
    description:
      'A full, swirly lehenga skirt with a chevron print and a contrast waistband. Team it with a choli or a simple tee for festive days.',
    price: 2499,
    discount: 1999,
    kind: 'skirt',
    colour: 'Red',
    accent: C.gold,
    pattern: 'chevron',
    sizes: KIDS,
    featured: true,
    popularity: 574,
    rating: 4.6,
    days: 1,
  },
];

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
