import cluster from 'node:cluster';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { ImageStorage } from '../platform/storage';
import { stopServing } from './shutdown';

export interface ServeOptions {
  /** The image storage the start-up already opened; the app opens its own otherwise. */
  storage?: ImageStorage;
}

/**
 * Serves the shop from this process until it is asked to stop (SIGTERM, SIGINT, or, when `npm
 * start` runs it, that script going away), then drains and exits: see stopServing.
 */
export async function serveRequests(
  config: AppConfig,
  database: DatabaseHandle,
  options: ServeOptions = {},
): Promise<void> {
  const app = await buildApp(config, {
    db: database.db,
    listen: database.listen,
    ...(options.storage ? { storage: options.storage } : {}),
  });
  let stopping = false;
  const stop = async (signal: string) => {
    // A terminal's Ctrl-C reaches `npm start`, the primary and every worker, and each passes it
    // on: the second signal must not cut the first one's orderly shutdown short.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    process.exit(
      await stopServing(app, database, {
        timeoutMs: config.shutdownTimeoutMs,
        delayMs: config.shutdownDelayMs,
      }),
    );
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Started by `npm start` (scripts/start.mjs) over an IPC channel, which closes when that script
  // ends, however it ends: a server left behind would hold the port and the data folder. A worker's
  // channel is to its primary, and Node ends a worker whose primary has gone.
  if (process.send && !cluster.isWorker) process.on('disconnect', () => void stop('disconnect'));

  await app.listen({ host: config.host, port: config.port });
}
