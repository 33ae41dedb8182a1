/**
 * The shop's API over a fresh database holding a large catalogue, for the benchmark to load.
 * Prints "READY <port> <a product id>" when it listens.
 */
import { buildApp } from '../apps/server/src/app';
import { benchShop } from './bench-shop';
import { seedLargeCatalogue } from './seed-large-catalogue';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const { database, config } = await benchShop('catalogue');
const ids = await seedLargeCatalogue(database.db, productCount);
const app = await buildApp(config, { db: database.db });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`READY ${port} ${ids[1]}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
