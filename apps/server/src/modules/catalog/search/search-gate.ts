/**
 * Lets a number of searches read the database at once; the others wait here, in the order they
 * came. The embedded database runs one statement at a time for the whole process, in the event
 * loop's thread: four searches let in together would queue their statements ahead of every other
 * request's, so `/api/health` or a cart waited for all of them (decision 38). One at a time, any
 * other request waits at most for the statements of one search.
 */
export class SearchGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    // The one leaving hands its place over, so `running` stays as it is.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** How many searches read the database at once: one on the embedded database, any on a server. */
export const searchGateFor = (databaseUrl: string | undefined): SearchGate =>
  new SearchGate(databaseUrl ? Number.POSITIVE_INFINITY : 1);
