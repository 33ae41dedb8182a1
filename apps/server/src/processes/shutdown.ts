import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/** After SHUTDOWN_TIMEOUT and the connections are closed, how long the close may still take. */
const LAST_MOMENT_MS = 2_000;

/**
 * Stops a serving process and says its exit code. After SHUTDOWN_DELAY out of rotation (/api/ready
 * answers 503 while the port still accepts), the app stops accepting connections and
 * answers the requests in flight (http/draining.ts), then its background work stops between jobs
 * (the one in hand finishes, no other starts), then the database closes: 0. Whatever is still
 * running after `timeoutMs` is cut: the remaining connections are closed, the reason is logged,
 * and the code is 1, so that a supervisor sees that something was cut short.
 */
export async function stopServing(
  app: FastifyInstance,
  database: DatabaseHandle,
  { timeoutMs, delayMs }: { timeoutMs: number; delayMs: number },
): Promise<0 | 1> {
  if (delayMs > 0) {
    // Out of rotation first, then the port closes: a connection a load balancer opens meanwhile
    // is served (with `Connection: close`), where one waiting in a closing port would be reset.
    app.readiness.beginStopping();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  const closing = (async () => {
    try {
      await app.close();
      await database.close();
      return 'closed' as const;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      return 'failed' as const;
    }
  })();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), timeoutMs);
  });
  const outcome = await Promise.race([closing, timedOut]);
  clearTimeout(timer);
  if (outcome !== 'timed-out') return outcome === 'closed' ? 0 : 1;

  const connections = await promisify(app.server.getConnections.bind(app.server))().catch(
    () => undefined,
  );
  app.log.error(
    { connections, timeoutSeconds: timeoutMs / 1000 },
    'still busy when SHUTDOWN_TIMEOUT ran out: closing the remaining connections and stopping',
  );
  app.server.closeAllConnections();
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, LAST_MOMENT_MS))]);
  return 1;
}
