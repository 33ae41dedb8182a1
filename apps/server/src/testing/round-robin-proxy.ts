import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the load balancer saw go wrong: each is a failure a shopper would have seen. */
export interface ProxyFailures {
  /** A backend cut a connection after the request was sent (reset, hang-up). */
  resets: number;
  /** Replies with a 5xx status. */
  serverErrors: number;
}

export interface RoundRobinProxy {
  base: string;
  failures(): ProxyFailures;
  /** Requests a backend answered, by backend. */
  answeredBy(): Map<string, number>;
  close(): Promise<void>;
}

/** How often each backend's /api/ready is asked, as a load balancer's readiness check. */
const READY_CHECK_EVERY_MS = 100;

/**
 * A load balancer as hosts run them, small enough for a test: each request goes to the next
 * backend in turn that last said it was ready (`GET /api/ready`, every 100 ms), on a connection of
 * its own; a backend that refuses the connection (stopped, or not yet listening) is passed over
 * for the next, since nothing was sent to it. A connection cut after the request went out is not
 * retried (the request may have been applied): it answers 502 and counts as a reset.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const ready = new Map(backends.map((backend) => [backend, true]));
  const checkReadiness = setInterval(() => {
    for (const backend of backends) {
      fetch(new URL('/api/ready', backend), {
        signal: AbortSignal.timeout(READY_CHECK_EVERY_MS * 5),
      })
        .then((reply) => ready.set(backend, reply.status === 200))
        .catch(() => ready.set(backend, false));
    }
  }, READY_CHECK_EVERY_MS);
  /** The next ready backend from `turn` on, or the one at `turn` when none says it is. */
  const pick = (turn: number): number => {
    for (let offset = 0; offset < backends.length; offset += 1) {
      if (ready.get(backends[(turn + offset) % backends.length]!)) return turn + offset;
    }
    return turn;
  };
  const failures: ProxyFailures = { resets: 0, serverErrors: 0 };
  const answered = new Map<string, number>();

  const forward = (
    incoming: http.IncomingMessage,
    body: Buffer,
    outgoing: http.ServerResponse,
    turn: number,
    triesLeft: number,
  ) => {
    turn = pick(turn);
    const backend = backends[turn % backends.length]!;
    const url = new URL(incoming.url ?? '/', backend);
    const request = http.request(
      url,
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: url.host, connection: 'close' },
        agent: false,
      },
      (reply) => {
        const status = reply.statusCode ?? 502;
        if (status >= 500) failures.serverErrors += 1;
        answered.set(backend, (answered.get(backend) ?? 0) + 1);
        outgoing.writeHead(status, reply.headers);
        reply.pipe(outgoing);
        reply.on('error', () => {
          failures.resets += 1;
          outgoing.destroy();
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && triesLeft > 1) {
        forward(incoming, body, outgoing, turn + 1, triesLeft - 1);
        return;
      }
      failures.resets += 1;
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy: ${error.code ?? error.message}`);
    });
    request.end(body);
  };

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () =>
      forward(incoming, Buffer.concat(chunks), outgoing, next++, backends.length),
    );
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    failures: () => ({ ...failures }),
    answeredBy: () => new Map(answered),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(checkReadiness);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
