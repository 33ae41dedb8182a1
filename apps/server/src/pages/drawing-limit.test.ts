import { describe, expect, it } from 'vitest';
import { DrawingLimit } from './drawing-limit';

/** A drawing that finishes when told to. */
function heldDrawing() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, draw: () => done.then(() => 'drawn') };
}

describe('the limit on drawings at once', () => {
  it('draws at most so many at once, lets a few wait, and turns the rest away at once', async () => {
    const limit = new DrawingLimit(2, 1);
    let running = 0;
    let most = 0;
    const drawings = Array.from({ length: 4 }, () => heldDrawing());
    const results = drawings.map(({ draw }) =>
      limit.run(async () => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await draw();
        } finally {
          running -= 1;
        }
      }),
    );
    // The fourth finds two drawing and one waiting: no drawing for it.
    expect(await results[3]).toBeUndefined();
    drawings.forEach(({ finish }) => finish());
    expect(await Promise.all(results.slice(0, 3))).toEqual(['drawn', 'drawn', 'drawn']);
    expect(most).toBe(2);
    // Places are given back, a failed drawing's too.
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit.run(() => Promise.resolve('again'))).toBe('again');
  });
});
