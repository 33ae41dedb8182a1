import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../testing/free-port';
import { TEST_METRICS_TOKEN, sampleValue } from '../../testing/metrics';
import { METRICS_MESSAGES } from './routes';

const PROGRAM = path.join(import.meta.dirname, '..', '..', 'testing', 'metrics-cluster.ts');

/** Starts the test cluster (see its program) on a free port; resolves once both workers listen. */
async function startCluster(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', PROGRAM], {
    env: { PATH: process.env.PATH, PORT: String(port), METRICS_TOKEN: TEST_METRICS_TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  for (let tries = 0; tries < 300 && !output.includes('ready'); tries += 1) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!output.includes('ready')) {
    await stop();
    throw new Error(`the cluster did not start:\n${output}`);
  }
  return { port, stop };
}

/** GET /metrics on a connection of its own, so the cluster may hand each to another worker. */
function scrapeOnce(port: number, token?: string) {
  return new Promise<{ status: number; body: string; worker: string }>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/metrics',
        agent: false,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
      (reply) => {
        let body = '';
        reply.setEncoding('utf8');
        reply.on('data', (chunk: string) => (body += chunk));
        reply.on('end', () =>
          resolve({
            status: reply.statusCode ?? 0,
            body,
            worker: String(reply.headers['x-worker']),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('metrics of a cluster', () => {
  it(
    'show the whole machine, whichever worker the scrape reaches',
    { timeout: 60_000 },
    async () => {
      const cluster = await startCluster();
      try {
        const answeredBy = new Set<string>();
        for (let scrape = 0; scrape < 12 && answeredBy.size < 2; scrape += 1) {
          const { status, body, worker } = await scrapeOnce(cluster.port, TEST_METRICS_TOKEN);
          expect(status, body).toBe(200);
          answeredBy.add(worker);
          // Worker 1 counted 1 and worker 2 counted 2: the machine counted 3.
          expect(sampleValue(body, 'test_things_counted_total')).toBe(3);
          // A figure both read alike is the figure, not twice it.
          expect(sampleValue(body, 'test_shared_figure')).toBe(5);
        }
        expect([...answeredBy].sort()).toEqual(['1', '2']);

        const anonymous = await scrapeOnce(cluster.port);
        expect(anonymous.status).toBe(401);
      } finally {
        await cluster.stop();
      }
    },
  );

  it('answer 503 when the primary does not gather them', { timeout: 60_000 }, async () => {
    const cluster = await startCluster({ PRIMARY_ANSWERS: 'no', WAIT_MS: '300' });
    try {
      const { status, body } = await scrapeOnce(cluster.port, TEST_METRICS_TOKEN);
      expect(status).toBe(503);
      expect(JSON.parse(body)).toEqual({ success: false, message: METRICS_MESSAGES.unavailable });
    } finally {
      await cluster.stop();
    }
  });
});
