import { describe, expect, it } from 'vitest';
import { RestartBackoff } from './restart-backoff';

describe('the wait before a dead worker is started again', () => {
  it('is half a second after a lone failure, doubling while failures follow, up to 30 s', () => {
    const backoff = new RestartBackoff();
    const waits = Array.from({ length: 9 }, (_, i) => backoff.delayAfterFailure(i * 10_000));
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts from half a second again after a minute without failures', () => {
    const backoff = new RestartBackoff();
    backoff.delayAfterFailure(0);
    expect(backoff.delayAfterFailure(30_000)).toBe(1_000);
    expect(backoff.delayAfterFailure(90_000)).toBe(2_000);
    expect(backoff.delayAfterFailure(150_001)).toBe(500);
  });
});
