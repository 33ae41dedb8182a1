import { AggregatorRegistry, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { sampleValue } from '../../testing/metrics';
import type { MailBacklog } from '../mail/queue';
import { MailBacklogReader, mailQueueMetrics } from './mail-queue-metrics';

const figures = (waiting: number): MailBacklog => ({
  waiting,
  oldestWaitingSeconds: waiting * 10,
  givenUp: 0,
});

/** A mail queue whose every read waits until the test answers it. */
function slowQueue() {
  const reads: { answer(backlog: MailBacklog): void; fail(error: Error): void }[] = [];
  return {
    reads,
    backlog: () =>
      new Promise<MailBacklog>((resolve, reject) => {
        reads.push({ answer: resolve, fail: reject });
      }),
  };
}

const WAIT_MS = 50;

describe('reading the mail queue for a scrape', () => {
  it('answers with the last figures when the database is slow, asking it one question at a time', async () => {
    const queue = slowQueue();
    const warnings: unknown[] = [];
    const reader = new MailBacklogReader(
      queue,
      { warn: (entry: unknown) => void warnings.push(entry) },
      WAIT_MS,
    );

    const first = reader.current();
    queue.reads[0]!.answer(figures(3));
    expect(await first).toEqual(figures(3));

    // The next read hangs: each scrape meanwhile waits at most WAIT_MS, and asks nothing more.
    const started = Date.now();
    expect(await reader.current()).toEqual(figures(3));
    expect(await reader.current()).toEqual(figures(3));
    expect(Date.now() - started).toBeLessThan(WAIT_MS * 2 + 200);
    expect(queue.reads).toHaveLength(2);

    // Its answer, late, is what the next scrape starts from.
    queue.reads[1]!.answer(figures(7));
    expect(await reader.current()).toEqual(figures(7));
    expect(warnings).toEqual([]);
  });

  it('keeps the last figures when a read fails, and says so in the log', async () => {
    const queue = slowQueue();
    const warnings: string[] = [];
    const reader = new MailBacklogReader(
      queue,
      { warn: (_entry: unknown, message?: string) => warnings.push(message ?? '') },
      WAIT_MS,
    );
    const first = reader.current();
    queue.reads[0]!.answer(figures(2));
    await first;

    const failing = reader.current();
    queue.reads[1]!.fail(new Error('connection lost'));
    expect(await failing).toEqual(figures(2));
    expect(warnings).toEqual(['mail queue figures could not be read']);
  });
});

describe('the mail queue in a cluster', () => {
  it('is the largest figure any worker read, not their sum: they all read one table', async () => {
    const worker = async (waiting: number) => {
      const registry = new Registry();
      const queue = { backlog: async () => figures(waiting) };
      mailQueueMetrics(new MailBacklogReader(queue, { warn: () => undefined }), registry);
      return registry.getMetricsAsJSON();
    };
    // Read a moment apart, one worker saw a mail more than the other.
    const machine = await AggregatorRegistry.aggregate([
      await worker(4),
      await worker(5),
    ]).metrics();
    expect(sampleValue(machine, 'littleloom_mail_queue_waiting')).toBe(5);
    expect(sampleValue(machine, 'littleloom_mail_queue_oldest_waiting_seconds')).toBe(50);
  });
});
