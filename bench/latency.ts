export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Nearest-rank percentiles of a set of durations, rounded to a tenth of a millisecond. */
export function summarise(durations: readonly number[]): LatencySummary {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0
      ? 0
      : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}
