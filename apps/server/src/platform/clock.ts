/** The time, as the shop's rules read it; tests pass their own to move it on. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock for tests: starts now, and moves only when told to. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  const clock = () => new Date(current);
  clock.advance = (ms: number) => {
    current += ms;
  };
  return clock;
}
