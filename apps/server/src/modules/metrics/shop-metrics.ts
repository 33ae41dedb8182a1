import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { MailQueue } from '../mail';
import { machineMetrics, type MetricsSource } from './cluster';
import { databasePoolMetrics } from './database-pool-metrics';
import { observeRequests } from './http-metrics';
import { MailBacklogReader, mailQueueMetrics } from './mail-queue-metrics';
import { processMetrics } from './process-metrics';
import { tradeMetrics, type TradeMetrics } from './trade-metrics';

/**
 * The metrics one server keeps, in a registry of its own (so that servers built side by side, as
 * in tests, count apart), beside the process's default metrics. Kept only when METRICS_TOKEN is
 * set: without it nobody could read them.
 */
export class ShopMetrics {
  private readonly registry = new Registry();
  /** Orders, payments and refunds, counted by the services once their transactions commit. */
  readonly trade: TradeMetrics = tradeMetrics(this.registry);

  /** Counts the server's requests: before its routes are registered, so that all are counted. */
  observeRequests(app: FastifyInstance): void {
    observeRequests(app, this.registry);
  }

  watchDatabasePool(db: Database): void {
    databasePoolMetrics(db, this.registry);
  }

  watchMailQueue(queue: MailQueue, log: Pick<FastifyBaseLogger, 'warn'>): void {
    mailQueueMetrics(new MailBacklogReader(queue, log), this.registry);
  }

  /** What GET /metrics shows; taken once every metric above is defined. */
  source(): MetricsSource {
    return machineMetrics(Registry.merge([processMetrics(), this.registry]));
  }
}
