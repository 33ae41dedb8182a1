import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@littleloom/shared';
import { isCannotWrite } from '../db/errors';

/** An error whose message is meant for the person using the shop. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra reply fields the spec's client reads (e.g. userBlocked, retryAfter). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string, extra?: Record<string, unknown>) =>
  new AppError(403, message, extra);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/**
 * The database cannot save now (a full disk, no memory left, read only): nothing was saved, and
 * the request may work later. Thrown by the database itself, or by the gate that keeps writing
 * requests from trying while the last write failed (see WriteProbe); answered alike.
 */
export class CannotSaveNow extends Error {
  constructor() {
    super(MSG.cannotSaveNow);
  }
}

/** The reply of every request refused because the database cannot save now. */
function cannotSaveReply(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', '120')
    .send({ success: false, message: MSG.cannotSaveNow });
}

/** A schema issue as fastify-type-provider-zod hands it over. */
interface ValidationIssue {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: { keys?: string[]; expected?: string };
}

/** Turns the first schema issue into one sentence a person can act on. */
function describeValidationIssue(issue: ValidationIssue | undefined, context: string): string {
  if (!issue) return 'Invalid request';
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || context;
  if (issue.keyword === 'unrecognized_keys') {
    const keys = issue.params?.keys ?? [];
    return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
  }
  // Zod's own wording ("Invalid input: expected number, received string") names no field;
  // schemas with the spec's messages keep theirs.
  if (issue.keyword === 'invalid_type' && issue.message?.startsWith('Invalid input')) {
    if (issue.message.endsWith('received undefined')) return `${field} is required`;
    const expected = issue.params?.expected ?? 'value';
    return `${field} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
  }
  return issue.message ?? 'Invalid request';
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply
      .status(error.statusCode)
      .send({ success: false, message: error.message, ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation as ValidationIssue[];
    return reply.status(400).send({
      success: false,
      message: describeValidationIssue(issues[0], error.validationContext ?? 'body'),
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply
        .status(400)
        .send({ success: false, message: 'The request body is not valid JSON' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return reply.status(413).send({ success: false, message: 'The request is too large' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply.status(415).send({ success: false, message: 'Unsupported content type' });
  }
  if (error.statusCode === 429) {
    return reply.status(429).send({ success: false, message: error.message });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ success: false, message: error.message });
  }
  if (error instanceof CannotSaveNow) return cannotSaveReply(reply);
  if (isCannotWrite(error)) {
    // Nothing was saved, and a full disk or a memory shortage may pass: the client may try again.
    request.log.error({ err: error }, 'the database cannot write');
    request.server.databaseWrites.sawWriteFailure();
    return cannotSaveReply(reply);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ success: false, message: MSG.serverError });
}
