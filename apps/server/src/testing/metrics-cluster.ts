/**
 * A small cluster for the metrics tests, run as a program of its own: a primary that sets up the
 * cluster's metrics (unless PRIMARY_ANSWERS=no) and forks two workers, which share PORT and serve
 * GET /metrics with the shop's route, behind METRICS_TOKEN (waiting WAIT_MS for the primary, when
 * set). Each worker counts its own number (1 and 2) on a counter,
 * and sets the same figure (5) on a gauge that, like the mail queue's, every worker reads alike.
 * The primary prints `ready` once both listen, and stops them on SIGTERM.
 */
import cluster from 'node:cluster';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Counter, Gauge, Registry } from 'prom-client';
import { errorHandler } from '../http/errors';
import { machineMetrics, setUpClusterMetrics } from '../modules/metrics/cluster';
import { metricsRoutes } from '../modules/metrics/routes';

const WORKERS = 2;

if (cluster.isPrimary) {
  if (process.env.PRIMARY_ANSWERS !== 'no') setUpClusterMetrics();
  let listening = 0;
  for (let number = 1; number <= WORKERS; number += 1) {
    cluster.fork({ WORKER_NUMBER: String(number) }).on('listening', () => {
      listening += 1;
      if (listening === WORKERS) process.stdout.write('ready\n');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const number = Number(process.env.WORKER_NUMBER);
  const registry = new Registry();
  new Counter({
    name: 'test_things_counted_total',
    help: 'Things counted',
    registers: [registry],
  }).inc(number);
  new Gauge({
    name: 'test_shared_figure',
    help: 'A figure every worker reads alike',
    aggregator: 'max',
    registers: [registry],
  }).set(5);

  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Says which worker answered, so the test knows that both did.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-worker', String(number));
  });
  const waitMs = process.env.WAIT_MS ? Number(process.env.WAIT_MS) : undefined;
  await app.register(
    metricsRoutes(process.env.METRICS_TOKEN ?? '', machineMetrics(registry, waitMs)),
  );
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
}
