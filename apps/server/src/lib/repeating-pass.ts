import type { FastifyBaseLogger } from 'fastify';

interface RepeatingPassOptions {
  everyMs: number;
  /** What the log says when a pass fails (the next one still runs). */
  failure: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * A job a server process runs on a timer: one pass at a time (a pass still running when the next
 * is due is not joined by a second one), a failed pass logged rather than thrown, and a stop that
 * waits for the pass under way so nothing writes after the database closes.
 */
export class RepeatingPass {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly options: RepeatingPassOptions,
  ) {}

  /** Runs a pass every `everyMs`; with `runNow`, one at once too (work left while none ran). */
  start({ runNow }: { runNow: boolean }): void {
    const run = () => {
      this.running ??= this.pass()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error({ err: error }, this.options.failure))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(run, this.options.everyMs);
    this.timer.unref();
    if (runNow) run();
  }

  /** Starts no further pass, and waits for the one under way to finish. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
