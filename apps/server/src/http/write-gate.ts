import type { FastifyInstance } from 'fastify';
import type { WriteProbe } from '../modules/health/write-probe';
import { CannotSaveNow } from './errors';

/** The methods of requests that change something. */
const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * While the database cannot write (the latest write failed for want of room, memory or a
 * writable database), every request that writes is answered as a failed order is: 503, "The
 * shop cannot save right now", `Retry-After`. On a full disk a small change can still fit in a
 * page with room (a cart line) while an order cannot; without this the shop would take the one
 * and refuse the other, and tell the shopper two stories. Once the probe's interval is up, the
 * next such request tries a probe write first, and goes through if that does.
 */
export function holdWritesWhileDatabaseCannotWrite(
  app: FastifyInstance,
  writes: Pick<WriteProbe, 'admitsWrites'>,
): void {
  // After access and validation, so a refusal for those still says what it always says.
  app.addHook('preHandler', async (request) => {
    if (!WRITING_METHODS.has(request.method)) return;
    if (!(await writes.admitsWrites())) throw new CannotSaveNow();
  });
}
