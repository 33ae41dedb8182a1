import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/**
 * The shop's Content-Security-Policy and the rest of helmet's headers. Outside hosts are allowed
 * only for the providers this shop has switched on.
 */
function helmetOptions(config: AppConfig): HelmetOptions {
  const google = config.google ? ['https://accounts.google.com'] : [];
  const razorpay = config.razorpay
    ? ['https://checkout.razorpay.com', 'https://api.razorpay.com']
    : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.google ? ['https://*.googleusercontent.com'] : []),
          // Product pictures come from there when IMAGE_BASE_URL is set (a CDN, a public bucket).
          ...(config.images.publicBaseUrl ? [new URL(config.images.publicBaseUrl).origin] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        scriptSrc: ["'self'", ...google, ...razorpay],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google, ...razorpay],
        frameSrc: ["'self'", ...google, ...razorpay],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Google's sign-in pop-up talks back to the opener window.
    crossOriginOpenerPolicy: config.google
      ? { policy: 'same-origin-allow-popups' }
      : { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with these options. They depend on the configuration only, never on the
 * request, so they are worked out once here rather than by helmet on every reply (the Fastify
 * plugin builds a new helmet, and parses the policy again, for each request: a fifth of a cached
 * catalogue reply's time).
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(helmetOptions(config))(response.req, response, (error) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : `${value}`;
  }
  return headers;
}

/** Every reply, the API's, the pages' and the errors', carries the security headers. */
export function sendSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
