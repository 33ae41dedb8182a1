import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type PrometheusContentType, type Registry } from 'prom-client';

/**
 * With several worker processes behind one port, a scrape reaches one of them, and must still show
 * the whole machine. The worker asks the primary over the cluster's IPC channel; the primary asks
 * every worker for its metrics (prom-client's `AggregatorRegistry.clusterMetrics()`), adds them up
 * (or takes the largest, for figures every worker reads from the same database) and answers.
 */
const ASK = 'littleloom:machine-metrics';
const ANSWER = 'littleloom:machine-metrics-answer';

interface Ask {
  type: typeof ASK;
  id: number;
}

type Answer = { type: typeof ANSWER; id: number } & ({ metrics: string } | { error: string });

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as Ask).type === ASK;

const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).type === ANSWER;

/**
 * How long a worker waits for the primary: a little longer than the primary waits for every worker
 * (prom-client's 5 s), so that the primary's own failure arrives first.
 */
export const PRIMARY_ANSWER_WAIT_MS = 6_000;

let primaryAnswering = false;
/** The worker's side of prom-client's cluster support: it answers the primary's questions. */
let workerAnswers: AggregatorRegistry<PrometheusContentType> | undefined;
let asked = 0;
/** The scrapes of this worker waiting for the primary's answer, by question. */
const waiting = new Map<number, (reply: Answer) => void>();

/**
 * For the cluster's primary process, once: answers each worker's scrape with the metrics of all
 * workers. The primary serves no requests and keeps no metrics of its own. A worker still starting
 * (its metrics not set up yet) does not answer, and the scrapes meanwhile fail after 5 s.
 */
export function setUpClusterMetrics(): void {
  if (!cluster.isPrimary) throw new Error('setUpClusterMetrics is for the primary process');
  if (primaryAnswering) return;
  primaryAnswering = true;
  const workers = new AggregatorRegistry<PrometheusContentType>();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isAsk(message)) return;
    workers.clusterMetrics().then(
      (metrics) => answer(worker, { type: ANSWER, id: message.id, metrics }),
      (error: unknown) =>
        answer(worker, {
          type: ANSWER,
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}

function answer(worker: Worker, reply: Answer): void {
  // A worker that left meanwhile has no one waiting for the answer.
  if (worker.isConnected()) worker.send(reply, () => undefined);
}

/** Gives the Prometheus text of what a scrape should show. */
export type MetricsSource = () => Promise<string>;

/**
 * What a scrape of this process shows: in a cluster worker, the whole machine's metrics through
 * the primary (and this process answers the primary's questions with `registry`); otherwise
 * `registry` itself.
 */
export function machineMetrics(
  registry: Registry,
  waitMs: number = PRIMARY_ANSWER_WAIT_MS,
): MetricsSource {
  if (!cluster.isWorker) return () => registry.metrics();
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes prom-client answer the primary's questions in a worker.
  workerAnswers ??= new AggregatorRegistry<PrometheusContentType>();
  return () => askPrimary(waitMs);
}

function askPrimary(waitMs: number): Promise<string> {
  if (asked === 0) {
    process.on('message', (message: unknown) => {
      if (isAnswer(message)) waiting.get(message.id)?.(message);
    });
  }
  const id = (asked += 1);
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        settle({
          type: ANSWER,
          id,
          error: `the primary process did not answer within ${waitMs} ms; it must call setUpClusterMetrics()`,
        }),
      waitMs,
    );
    function settle(reply: Answer): void {
      clearTimeout(timer);
      waiting.delete(id);
      if ('metrics' in reply) resolve(reply.metrics);
      else reject(new Error(`the metrics of the machine could not be gathered: ${reply.error}`));
    }
    waiting.set(id, settle);
    process.send?.({ type: ASK, id } satisfies Ask, undefined, {}, (error: Error | null) => {
      if (error) settle({ type: ANSWER, id, error: error.message });
    });
  });
}
