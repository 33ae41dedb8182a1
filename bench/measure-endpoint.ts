import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Loads one URL with autocannon and keeps what the reports show. */
export async function measureEndpoint(
  name: string,
  url: string,
  load: { connections: number; durationSeconds: number },
): Promise<Measurement> {
  // A short warm-up first, so caches and JIT are in the state a running shop is in.
  await autocannon({ url, connections: load.connections, duration: 2 });
  const result = await autocannon({
    url,
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
