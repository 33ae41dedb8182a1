import { MSG } from '@littleloom/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { ApiError, apiFetch } from './api';

describe('apiFetch', () => {
  it('returns the parsed JSON of a successful reply', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, status: 'ok' }));
    await expect(apiFetch('/api/health')).resolves.toEqual({ success: true, status: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends a body as JSON', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    await apiFetch('/api/thing', { method: 'POST', body: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it("throws an ApiError carrying the server's message and status", async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Product not found.' }, 404));
    const error = await apiFetch('/api/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Product not found.', status: 404 });
  });

  it('falls back to a general message when the error reply has none', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/products')).rejects.toMatchObject({
      message: MSG.serverError,
      status: 502,
    });
  });

  it('reports a network failure in the spec words', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/products')).rejects.toMatchObject({
      message: MSG.networkError,
      status: 0,
    });
  });
});
