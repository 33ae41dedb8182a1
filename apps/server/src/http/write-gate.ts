import type { FastifyInstance } from 'fastify';
import { CannotSaveNow } from './errors';

/** The methods of requests that change something. */
const WRITING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a writing request may go on now (the health module's write probe, given by app.ts). */
export interface WriteAdmission {
  admitsWrites(): Promise<boolean>;
}

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
  writes: WriteAdmission,
): void {
  // After access and validation, so a refusal for those still says what it always says.
  app.addHook('preHandler', async (request) => {
    if (!WRITING_METHODS.has(request.method)) return;
    if (!(await writes.admitsWrites())) throw new CannotSaveNow();
  });
}
