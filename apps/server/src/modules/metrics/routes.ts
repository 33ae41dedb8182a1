import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../http/auth';
import { AppError, unauthorized } from '../../http/errors';
import type { MetricsSource } from './cluster';
import { isMetricsToken } from './metrics-token';

export const METRICS_MESSAGES = {
  unauthorised: 'Send the metrics token as a bearer token to read the metrics',
  unavailable: 'The metrics of every worker could not be gathered; try again',
} as const;

/** Prometheus's text exposition format, as prom-client writes it. */
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

const failure = z.object({ success: z.literal(false), message: z.string() });

/**
 * GET /metrics for Prometheus, outside /api as Prometheus expects, and only when METRICS_TOKEN is
 * set (the caller does not register it otherwise, so it is a 404 like any unknown path).
 */
export function metricsRoutes(token: string, metrics: MetricsSource): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics',
      {
        // Public to the access layer, which knows sessions only: the metrics token is checked here.
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary:
            'For operations: Prometheus metrics of the machine, with METRICS_TOKEN as a bearer token (absent without METRICS_TOKEN)',
          response: {
            // Sent as text/plain, which Fastify never passes through a JSON serializer.
            200: z.string().describe('Prometheus text exposition format'),
            401: failure,
            503: failure,
          },
        },
      },
      async (request, reply) => {
        if (!isMetricsToken(bearerToken(request), token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthorized(METRICS_MESSAGES.unauthorised);
        }
        let text: string;
        try {
          text = await metrics();
        } catch (error) {
          request.log.error({ err: error }, 'metrics could not be gathered');
          throw new AppError(503, METRICS_MESSAGES.unavailable);
        }
        return reply.header('cache-control', 'no-store').type(PROMETHEUS_TEXT).send(text);
      },
    );
  };
}
