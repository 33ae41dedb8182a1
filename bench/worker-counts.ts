/**
 * BENCH_WORKERS, such as "1,2": the WEB_CONCURRENCY of each pass, in order. Unset or empty is
 * undefined, so the caller keeps its own default.
 */
export function workerCountsFrom(value: string | undefined): number[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const counts = value.split(',').map((part) => Number(part.trim()));
  if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 64)) {
    throw new Error(
      `BENCH_WORKERS must list worker counts from 1 to 64, such as 1,2; not ${value}`,
    );
  }
  return counts;
}
