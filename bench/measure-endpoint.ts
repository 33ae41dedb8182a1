import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * What every browser sends with a request for JSON; the shop answers it in Brotli, as it answers
 * the shoppers' browsers (and a CDN in front of it).
 */
const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** Loads one URL with autocannon, asking as a browser asks, and keeps what the reports show. */
export async function measureEndpoint(
  name: string,
  url: string,
  load: { connections: number; durationSeconds: number },
): Promise<Measurement> {
  // A short warm-up first, so caches and JIT are in the state a running shop is in.
  await autocannon({ url, headers: BROWSER_HEADERS, connections: load.connections, duration: 2 });
  const result = await autocannon({
    url,
    headers: BROWSER_HEADERS,
    connections: load.connections,
    duration: load.durationSeconds,
  });
  const { pathname, search } = new URL(url);
  return {
    name,
    path: pathname + search,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
