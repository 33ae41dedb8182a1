import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy may hand us to tie our log lines to its own: short, and nothing but a token. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The request's id: the incoming X-Request-Id when it is a safe token, else a new one. The id is
 * echoed in the reply and written to every log line, so anything else could forge log entries or
 * smuggle text into headers.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
