import { afterEach, describe, expect, it, vi } from 'vitest';
import { RepeatingPass } from './repeating-pass';

afterEach(() => {
  vi.useRealTimers();
});

/** A pass that stays under way until `finish` is called. */
function heldPass() {
  const calls: (() => void)[] = [];
  const pass = vi.fn(() => new Promise<void>((resolve) => calls.push(resolve)));
  return { pass, finish: () => calls.shift()?.() };
}

describe('a repeating pass', () => {
  it('runs at once when asked, then on its timer, never two passes at a time', async () => {
    vi.useFakeTimers();
    const { pass, finish } = heldPass();
    const job = new RepeatingPass(pass, { everyMs: 1_000, failure: 'failed', log: console });
    job.start({ runNow: true });
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    finish();
    await job.stop();
  });

  it('logs a failed pass and runs the next one', async () => {
    vi.useFakeTimers();
    const log = { error: vi.fn() };
    const pass = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(1);
    const job = new RepeatingPass(pass, { everyMs: 1_000, failure: 'ending failed', log });
    job.start({ runNow: false });
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'ending failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stops: no pass after, and waits for the one under way', async () => {
    vi.useFakeTimers();
    const { pass, finish } = heldPass();
    const job = new RepeatingPass(pass, { everyMs: 1_000, failure: 'failed', log: console });
    job.start({ runNow: true });
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
