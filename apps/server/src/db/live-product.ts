import { sql, type SQL } from 'drizzle-orm';
import { products } from './schema';

// Beside the schema rather than in the catalogue, as reviews ask the same of a product.

/**
 * A product on sale, tested on the products table alone (live categories as a semi-join), so that
 * counts need no join and an index-only scan of the live-category index can answer them.
 */
export const liveProduct: SQL[] = [
  sql`${products.isDeleted} = false`,
  sql`${products.categoryId} in (select id from categories where is_deleted = false)`,
];
