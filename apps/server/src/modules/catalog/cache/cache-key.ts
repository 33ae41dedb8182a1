/**
 * The cache key of a request: its route and its validated parameters and query, with object keys
 * sorted so that the order a client wrote them in does not matter. Normalising values (trimming,
 * lower case, sorted lists) is the route schema's job, so what the key holds is exactly what the
 * handler is given.
 */
export function cacheKey(route: string, params: unknown, query: unknown): string {
  return `${route} ${stableJson(params)} ${stableJson(query)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, field]) => `${JSON.stringify(name)}:${stableJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
