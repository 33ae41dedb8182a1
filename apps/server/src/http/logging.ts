import type { FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The shape pino's error serializer must give. */
interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** Only the call frames of a stack: its first line repeats the message, which may hold data. */
const stackFrames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/** PostgreSQL's fields that name the place of a failure, never the values involved. */
const DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

const isDatabaseError = (error: Error): error is Error & Record<string, unknown> =>
  'severity' in error && typeof (error as { code?: unknown }).code === 'string';

/**
 * An error as the log may keep it. A failed query's message lists its parameters (a password hash
 * at registration, say) and a database message may quote a value, so those keep only the SQL text
 * and where it failed; other errors keep their first line, which is our own wording.
 */
export function errorForLog(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const stack = stackFrames(error.stack);
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: 'database query failed',
      query: error.query,
      cause: error.cause ? errorForLog(error.cause) : undefined,
      stack,
    };
  }
  if (isDatabaseError(error)) {
    const fields = DATABASE_FIELDS.filter((name) => error[name] !== undefined);
    return {
      type: error.name,
      message: `database error ${String(error.code)}`,
      ...Object.fromEntries(fields.map((name) => [name, error[name]])),
      stack,
    };
  }
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message.split('\n')[0]?.slice(0, 300) ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    stack,
  };
}

/** What a request line holds: never its body, headers or query (search text, e-mails, codes). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    path: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/** Where log lines go instead of standard output (tests read them back). */
export interface LogDestination {
  write(line: string): void;
}

export function loggerOptions(level: string, destination?: LogDestination) {
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    serializers: { req: requestForLog, err: errorForLog },
  };
}
