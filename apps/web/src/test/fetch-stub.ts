import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces global fetch with `handler` (URLs are resolved against the page origin so tests can
 * read the path and query). Returns the mock to assert on calls. Undone after each test (setup.ts).
 */
export function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input);
    return handler(new URL(raw, window.location.origin), init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The URLs fetch was called with, as URL objects. */
export function requestedUrls(mock: ReturnType<typeof stubFetch>): URL[] {
  return mock.mock.calls.map(([input]) => new URL(String(input), window.location.origin));
}
