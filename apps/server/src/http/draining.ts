import type { FastifyInstance } from 'fastify';

/** Where a process says it is stopping (the health module's readiness, given by app.ts). */
export interface StoppingState {
  beginStopping(): void;
  readonly isStopping: boolean;
}

/**
 * A server process that stops drains instead of failing anyone. From the moment its close begins,
 * /api/ready answers 503 (so a load balancer sends new requests elsewhere) and every reply carries
 * `Connection: close`, so a client on a kept-alive connection sends its next request elsewhere and
 * the process is not held open until the keep-alive timeout. Requests that still arrive on such a
 * connection are answered normally (the app sets `return503OnClosing: false`): a 503 there would
 * be an error a shopper sees, for a request the process can still serve.
 */
export function drainWhenClosing(app: FastifyInstance, readiness: StoppingState): void {
  app.addHook('preClose', (done) => {
    readiness.beginStopping();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.isStopping) reply.header('connection', 'close');
    done(null, payload);
  });
}
