import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The `route` label of this route's requests, when its own pattern would be too many. */
    metricsRoute?: string;
  }
}

/** Requests no route matched: unknown paths, answered 404. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The web app's pages, served at any address no other route serves (pages/routes.ts). */
export const WEB_PAGE_ROUTE = 'web app page';
/** The built web app's files, one route each (scripts, styles, icons). */
export const WEB_FILE_ROUTE = 'web app file';

/** Seconds: from the catalogue answered from memory (a millisecond) to a slow PDF or backup. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The `route` label: the route's pattern (`/api/products/:id`), never the path asked for, so ids
 * and query strings never become labels and the number of series stays that of the routes.
 */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  if (request.is404) return reply.statusCode === 404 ? UNMATCHED_ROUTE : WEB_PAGE_ROUTE;
  const { config, url } = request.routeOptions;
  return config.metricsRoute ?? url ?? UNMATCHED_ROUTE;
}

/** Counts every request and how long it took, by route pattern, method and status. */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'littleloom_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'littleloom_http_request_duration_seconds',
    help: 'Time from a request arriving to its reply being sent, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request, reply);
    // Only unmatched requests can carry an unusual method; they are counted as one.
    const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
    requests.inc({ route, method, status_code: String(reply.statusCode) });
    durations.observe({ route, method }, reply.elapsedTime / 1000);
    done();
  });
}

/** Counts the requests of every route registered in this (encapsulated) context as `route`. */
export function countRequestsAs(scope: FastifyInstance, route: string): void {
  scope.addHook('onRoute', (options: RouteOptions) => {
    options.config = { ...options.config, metricsRoute: route };
  });
}
