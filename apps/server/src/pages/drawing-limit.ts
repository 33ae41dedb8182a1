/**
 * Bounds the pages drawn at once. Drawing a page is CPU work on the event loop (tens to hundreds
 * of milliseconds); without a bound, many distinct addresses asked for together would hold every
 * other request behind them. Past `atOnce` a drawing waits for a turn; past `waiting` more, it is
 * not drawn at all and the caller serves the page the app fills in itself.
 */
export class DrawingLimit {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
  ) {}

  /** `draw`'s result once it had its turn, or undefined at once when the line is full. */
  async run<T>(draw: () => Promise<T>): Promise<T | undefined> {
    if (this.running < this.atOnce) {
      this.running += 1;
    } else {
      if (this.queue.length >= this.waiting) return undefined;
      // The finishing drawing hands its place on, so `running` stays as it is.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    try {
      return await draw();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
