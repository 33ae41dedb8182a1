import { MSG } from '@littleloom/shared';

/** An API call that did not succeed. `message` is the server's own wording when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The error reply's fields (message, and extras such as userBlocked or retryAfter). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the API: the browser's fetch, or the server's own routes. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Sends every API call through `next`: the server drawing a page (src/shell/page-render.tsx) asks
 * its own routes, as there is no page address to resolve a relative path against.
 */
export function sendApiCallsThrough(next: ApiTransport): void {
  transport = next;
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as it is when it is FormData (the browser writes the multipart boundary). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the shop's API on the same origin and returns the parsed JSON reply. Errors arrive as
 * `{ success: false, message }` (ARCHITECTURE §5) and are thrown as an ApiError carrying that
 * message; a request that never reached the server throws MSG.networkError. An aborted request
 * rethrows the abort so TanStack Query can tell cancellation from failure.
 */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers, signal } = options;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) requestHeaders['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(MSG.networkError, 0);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    throw new ApiError(
      serverMessage(payload) ?? MSG.serverError,
      response.status,
      isRecord(payload) ? payload : {},
    );
  }
  if (payload === undefined && response.status !== 204) {
    throw new ApiError(MSG.serverError, response.status);
  }
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function serverMessage(payload: unknown): string | undefined {
  if (!isRecord(payload)) return undefined;
  const { message } = payload;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MSG.serverError;
}

/**
 * The server's own message when it sent one, else the spec's fallback for the act
 * (storefront.md §8: "The server message is preferred; these are fallbacks"). A request that
 * never reached the server gets the fallback too.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const { message } = error.details;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
