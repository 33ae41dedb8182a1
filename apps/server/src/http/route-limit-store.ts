import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { LimitCounter, LimitCounters } from './limit-counters';

/**
 * What @fastify/rate-limit hands a store's `child`: the route's merged limit settings, with the
 * route itself under `routeInfo` (its declared type names the route's options instead).
 */
interface RouteLimitSettings {
  routeInfo: { method: string | string[]; url: string };
}

/**
 * A store for @fastify/rate-limit that keeps each route's `config.rateLimit` counts with the shop's
 * counters, so a route limited to 20 a minute per address allows 20 across every server process.
 * The plugin still reads the settings, sends the headers and builds the 429.
 */
export function routeLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class RouteLimitStore implements FastifyRateLimitStore {
    /** One counter per window length, made on the route's first request. */
    private readonly byWindow = new Map<number, LimitCounter>();

    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route = 'any',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      let counter = this.byWindow.get(timeWindow);
      if (!counter) {
        counter = counters.counter({ name: `route:${this.route}`, max, windowMs: timeWindow });
        this.byWindow.set(timeWindow, counter);
      }
      counter.add(key).then(
        ({ counted, msLeft }) => callback(null, { current: counted, ttl: msLeft }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as RouteLimitSettings;
      const method = [routeInfo.method].flat().join(',');
      return new RouteLimitStore({}, `${method}${routeInfo.url}`);
    }
  }
  return RouteLimitStore;
}
