import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * How many objects and lists a JSON body may open inside one another. The shop's deepest body
 * nests a few levels; every walk over a parsed body (the control-character check, the schemas,
 * the serialisers) costs time, and recursive ones stack, by the level.
 */
export const MAX_JSON_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and lists`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `limit` objects or lists inside one another, read in one pass
 * over its characters without parsing it, so a body is weighed before anything builds or walks it.
 * Brackets inside strings are text and do not count. Text that is not JSON may get either answer;
 * the parser refuses it anyway.
 */
export function jsonNestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_LIST || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_LIST || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces the JSON parser of the whole app with one that first refuses a body nested deeper than
 * MAX_JSON_DEPTH with a 400, then parses as Fastify's own parser does: the same refusal of an
 * empty body and the same prototype-poisoning protection (secure-json-parse, with the app's
 * onProtoPoisoning and onConstructorPoisoning settings). A scope that installs a parser of its own
 * (the payments webhook keeps its raw body) does its own check.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>(
    'application/json',
    { parseAs: 'string' },
    (request, body, done) => {
      if (jsonNestsDeeperThan(body)) done(badRequest(JSON_TOO_DEEP_MESSAGE), undefined);
      else parse(request, body, done);
    },
  );
}

/**
 * A JSON body a route reads raw (webhooks, whose signature or token covers the bytes): weighed as
 * every other body is before it is parsed; undefined when too deep or not JSON.
 */
export function parseRawJson(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (jsonNestsDeeperThan(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
