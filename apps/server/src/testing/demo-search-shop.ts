import type { Database } from '../db/client';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../seed/demo-catalog';
import { addCategory, addProduct } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo shop's categories and products as `npm start` seeds them (names, brands, colours,
 * popularity, best sellers, age), without pictures or orders: what search ranks on.
 */
export async function addDemoSearchShop(db: Database): Promise<void> {
  const categoryIds = new Map<string, string>();
  for (const category of DEMO_CATEGORIES) {
    categoryIds.set(category.name, await addCategory(db, category.name));
  }
  const now = Date.now();
  for (const product of DEMO_PRODUCTS) {
    await addProduct(db, categoryIds.get(product.category)!, {
      name: product.name,
      brand: product.brand,
      price: product.price,
      ...(product.discountPrice === undefined ? {} : { discountPrice: product.discountPrice }),
      sizes: product.sizes,
      popularity: product.popularity,
      bestseller: product.bestseller,
      isFeatured: product.isFeatured,
      createdAt: new Date(now - product.createdDaysAgo * DAY_MS),
      colour: product.colour,
    });
  }
}
