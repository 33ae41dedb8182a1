import type { Database } from '../db/client';
import { addCategory, addProduct, type ProductFixture } from './fixtures';

/** A children's shop small enough to reason about, for the search tests. */
export interface SearchCatalogue {
  categories: Record<
    'girls' | 'boys' | 'baby' | 'ethnic' | 'footwear' | 'nightwear' | 'winter' | 'retired',
    string
  >;
  /** Product ids by name. */
  products: Record<string, string>;
}

type CategoryKey = keyof SearchCatalogue['categories'];

const PRODUCTS: (ProductFixture & { category: CategoryKey })[] = [
  {
    category: 'girls',
    name: 'Floral Frock',
    brand: 'H&M',
    price: 899,
    discountPrice: 649.5,
    sizes: [
      { size: '2-3Y', stock: 4 },
      { size: '3-4Y', stock: 0 },
    ],
    popularity: 50,
    images: ['img-floral-frock'],
  },
  { category: 'girls', name: 'Party Frock', brand: 'Babyhug', price: 1099, popularity: 40 },
  { category: 'girls', name: 'Tiered Maxi Dress', brand: 'Biba', price: 1299, popularity: 14 },
  { category: 'girls', name: 'Denim Jumpsuit', brand: 'Hopscotch', price: 1399, popularity: 10 },
  {
    category: 'girls',
    name: 'Cotton Leggings',
    brand: 'Max',
    price: 399,
    sizes: [{ size: '2-3Y', stock: 3 }],
    popularity: 65,
  },
  { category: 'girls', name: 'Tutu Skirt', brand: 'Hopscotch', price: 599, popularity: 18 },
  {
    category: 'nightwear',
    name: 'Cotton Pyjama Set',
    brand: 'Mothercare',
    price: 699,
    popularity: 30,
  },
  { category: 'boys', name: 'Denim Dungarees', brand: 'Gini & Jony', price: 1199, popularity: 20 },
  {
    category: 'boys',
    name: 'Dino T-Shirt',
    brand: 'Hopscotch',
    price: 399,
    discountPrice: 349,
    popularity: 90,
  },
  { category: 'boys', name: 'Fleece Jogger', brand: 'Puma', price: 699, popularity: 22 },
  { category: 'ethnic', name: 'Cotton Kurta', brand: 'Fabindia', price: 799, popularity: 35 },
  { category: 'ethnic', name: 'Silk Lehenga Choli', brand: 'Biba', price: 2499, popularity: 15 },
  { category: 'baby', name: 'Striped Romper', brand: "Carter's", price: 599, popularity: 25 },
  {
    category: 'baby',
    name: 'Bodysuit Pack of 3',
    brand: 'Mothercare',
    price: 899,
    popularity: 45,
  },
  { category: 'baby', name: 'Muslin Swaddle', brand: 'Mothercare', price: 499, popularity: 5 },
  { category: 'baby', name: 'Max Comfort Socks', brand: 'Mothercare', price: 199, popularity: 2 },
  { category: 'winter', name: 'Hooded Sweatshirt', brand: 'Puma', price: 1299, popularity: 95 },
  {
    category: 'winter',
    name: 'Rain Jacket',
    brand: 'H&M',
    price: 1499,
    discountPrice: 1199,
    popularity: 12,
  },
  { category: 'winter', name: 'Woollen Cardigan', brand: 'Mothercare', price: 999, popularity: 8 },
  // Half the trigrams of "frock": found by the typo "frok", never by "frock" spelt right.
  {
    category: 'winter',
    name: 'Frog Print Raincoat',
    brand: 'Hopscotch',
    price: 799,
    popularity: 3,
  },
  {
    category: 'footwear',
    name: 'Light-up Sneakers',
    brand: 'Skechers',
    price: 1999,
    popularity: 70,
  },
  { category: 'footwear', name: 'Velcro Sandals', brand: 'Crocs', price: 999, popularity: 55 },
  { category: 'footwear', name: 'School Backpack', brand: 'Skybags', price: 1099, popularity: 6 },
  // Never found: not on sale.
  { category: 'girls', name: 'Old Frock', brand: 'Zara', price: 99, isDeleted: true },
  { category: 'retired', name: 'Retired Kurta', brand: 'Zara', price: 99 },
];

export async function addSearchCatalogue(db: Database): Promise<SearchCatalogue> {
  const categories: SearchCatalogue['categories'] = {
    girls: await addCategory(db, 'Girls'),
    boys: await addCategory(db, 'Boys'),
    baby: await addCategory(db, 'Baby'),
    ethnic: await addCategory(db, 'Ethnic Wear'),
    footwear: await addCategory(db, 'Footwear'),
    nightwear: await addCategory(db, 'Nightwear'),
    winter: await addCategory(db, 'Winter Wear'),
    retired: await addCategory(db, 'Retired Collection', true),
  };
  const products: Record<string, string> = {};
  for (const { category, ...product } of PRODUCTS) {
    products[product.name] = await addProduct(db, categories[category], product);
  }
  return { categories, products };
}
