/**
 * Runs `work` on every item, at most `limit` at a time, for work that mostly waits (a round trip to
 * a bucket per file). The first failure stops new work from starting and is thrown once the work
 * already started has settled.
 */
export async function forEachConcurrently<T>(
  items: AsyncIterable<T> | Iterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  for await (const item of items) {
    if (failure) break;
    const task: Promise<void> = work(item)
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => running.delete(task));
    running.add(task);
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure.error;
}
