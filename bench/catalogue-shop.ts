import { sql } from 'drizzle-orm';
import { benchShop } from './bench-shop';
import { seedLargeCatalogue } from './seed-large-catalogue';
import { seedPastOrders } from './seed-past-orders';

/**
 * A fresh database holding the large catalogue and past orders (so the best sellers rank real
 * sales), analysed and closed again: the shop processes open it themselves (an embedded one takes
 * one process at a time). Gives the folder of the run and the products' ids, in the order made.
 */
export async function seedCatalogueShop(
  label: string,
  productCount: number,
  pastOrders: number,
): Promise<{ dataDir: string; ids: string[] }> {
  console.log(`Seeding ${productCount} products and ${pastOrders} past orders...`);
  const { database, dataDir } = await benchShop(label);
  const ids = await seedLargeCatalogue(database.db, productCount);
  await seedPastOrders(database.db, ids, pastOrders);
  await database.db.execute(sql`analyze`);
  await database.close();
  return { dataDir, ids };
}
