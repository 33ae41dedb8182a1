import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config';
import { setUpClusterMetrics } from '../modules/metrics/cluster';
import { openBanner } from './banner';
import { RestartBackoff } from './restart-backoff';
import { prepareShop } from './start-up';

/** Beyond a worker's own SHUTDOWN_TIMEOUT (and the moment it takes to cut), before it is killed. */
const KILL_AFTER_TIMEOUT_MS = 5_000;

/**
 * The primary of WEB_CONCURRENCY workers. It prepares the shop once for the machine (migrations,
 * first admin, demo shop), then serves nothing itself: it forks the workers, which share its port,
 * prints the banner once they all listen, starts another worker (after a back-off) when one dies,
 * and on SIGTERM or SIGINT passes SIGTERM to every worker and exits once all have stopped: 0 when
 * each stopped cleanly, 1 when one had to be killed or cut its shutdown short.
 */
export async function runPrimary(config: AppConfig): Promise<void> {
  const { database, storage } = await prepareShop(config);
  await database.close();
  // Before the first fork: a scrape that reaches any worker shows the whole machine.
  setUpClusterMetrics();
  const workers = new WorkerSupervisor(config, () =>
    console.log(openBanner(config, { databaseKind: database.kind, imagesAt: storage.location })),
  );
  workers.start();
}

class WorkerSupervisor {
  private readonly live = new Map<number, Worker>();
  /** Workers that have listened: until they have, a stop may kill them without fault. */
  private readonly serving = new Set<number>();
  private readonly backoff = new RestartBackoff();
  private readonly restarts = new Set<NodeJS.Timeout>();
  private opened = false;
  private stopping = false;
  private failed = false;
  private killTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly announceOpen: () => void,
  ) {}

  start(): void {
    cluster.on('listening', (worker) => this.listening(worker));
    cluster.on('exit', (worker, code, signal) => this.exited(worker, code, signal));
    process.on('SIGINT', () => this.stop());
    process.on('SIGTERM', () => this.stop());
    // Started by `npm start` over an IPC channel: the shop stops with that script (see serve.ts).
    if (process.send) process.on('disconnect', () => this.stop());
    for (let i = 0; i < this.config.webConcurrency; i += 1) this.fork();
  }

  private fork(): void {
    const worker = cluster.fork();
    this.live.set(worker.id, worker);
  }

  private listening(worker: Worker): void {
    this.serving.add(worker.id);
    if (!this.opened && this.serving.size >= this.config.webConcurrency) {
      this.opened = true;
      this.announceOpen();
    }
  }

  private exited(worker: Worker, code: number | null, signal: string | null): void {
    this.live.delete(worker.id);
    const served = this.serving.delete(worker.id);
    const pid = worker.process.pid;
    if (this.stopping) {
      if (served && code !== 0) this.failed = true;
      if (this.live.size === 0) this.finish();
      return;
    }
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (!this.opened) {
      // A worker that cannot start has printed why; the others would fail alike.
      if (signal) console.error(`A worker process (${pid}) ${how} before the shop opened.`);
      this.failed = true;
      this.stop();
      return;
    }
    const delay = this.backoff.delayAfterFailure(Date.now());
    console.error(`A worker process (${pid}) ${how}; starting another in ${delay / 1000} s.`);
    const restart = setTimeout(() => {
      this.restarts.delete(restart);
      this.fork();
    }, delay);
    this.restarts.add(restart);
  }

  private stop(): void {
    if (this.stopping) return;
    this.stopping = true;
    for (const restart of this.restarts) clearTimeout(restart);
    for (const worker of this.live.values()) worker.process.kill('SIGTERM');
    this.killTimer = setTimeout(() => {
      for (const worker of this.live.values()) {
        console.error(
          `A worker process (${worker.process.pid}) had not stopped ${KILL_AFTER_TIMEOUT_MS / 1000} s after SHUTDOWN_TIMEOUT; killing it.`,
        );
        worker.process.kill('SIGKILL');
        this.failed = true;
      }
    }, this.config.shutdownTimeoutMs + KILL_AFTER_TIMEOUT_MS);
    if (this.live.size === 0) this.finish();
  }

  private finish(): void {
    clearTimeout(this.killTimer);
    process.exit(this.failed ? 1 : 0);
  }
}
