/**
 * A bare Fastify route: the ceiling this machine reaches, to compare the shop's endpoints with.
 * BENCH_BARE_PROCESSES=2 serves it from that many processes sharing one port through Node's
 * `cluster`, as the shop's WEB_CONCURRENCY workers share theirs, so that a shop of N workers is
 * compared with the ceiling of N processes. Prints "READY <port>" once every process listens.
 */
import cluster from 'node:cluster';
import Fastify from 'fastify';
import { freePort } from '../apps/server/src/testing/free-port';

const processes = Number(process.env.BENCH_BARE_PROCESSES ?? 1);

if (processes > 1 && cluster.isPrimary) {
  const port = await freePort();
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === processes) console.log(`READY ${port}`);
  });
  for (let i = 0; i < processes; i += 1) cluster.fork({ BENCH_BARE_PORT: String(port) });
  process.on('SIGTERM', () => {
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
} else {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ success: true, hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_BARE_PORT ?? 0) });
  const address = app.server.address();
  if (cluster.isPrimary) {
    console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
  }
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
