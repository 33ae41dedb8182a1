import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import type { PaymentOrders } from './paid-orders';
import { UnpaidOrderSweep } from './sweep';

// A server that stops lets the sweep's pass under way finish (its transaction commits before the
// pool closes) and starts no other.
afterEach(() => {
  vi.useRealTimers();
});

function sweepWaitingOnTheDatabase() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let passes = 0;
  let entered = () => {};
  const firstPass = new Promise<void>((resolve) => (entered = resolve));
  const orders = {
    lockOverdue: async () => {
      passes += 1;
      entered();
      await held;
      return [];
    },
  } as unknown as PaymentOrders;
  const db = { transaction: (run: (tx: unknown) => unknown) => run({}) } as unknown as Database;
  const sweep = new UnpaidOrderSweep(
    db,
    orders,
    { cancelUnpaid: async () => {} },
    () => new Date(),
    {
      error: vi.fn(),
      info: vi.fn(),
    },
  );
  return { sweep, release, firstPass, passes: () => passes };
}

describe('the unpaid order sweep, when the server stops', () => {
  it('finishes the pass under way before stop() resolves, and starts no other', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { sweep, release, firstPass, passes } = sweepWaitingOnTheDatabase();
    sweep.start();
    vi.advanceTimersByTime(60_000);
    await firstPass;

    let stopped = false;
    const stopping = sweep.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);

    release();
    await stopping;
    vi.advanceTimersByTime(10 * 60_000);
    expect(passes()).toBe(1);
  });

  it('does not start a second pass while one is still running', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { sweep, release, firstPass, passes } = sweepWaitingOnTheDatabase();
    sweep.start();
    vi.advanceTimersByTime(60_000);
    await firstPass;
    vi.advanceTimersByTime(3 * 60_000);
    expect(passes()).toBe(1);
    release();
    await sweep.stop();
  });
});
