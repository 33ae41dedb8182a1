import { useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when done. */
  seconds: number;
  /** Starts again from `seconds`. */
  restart: (seconds: number) => void;
}

/** Counts down in 1-second ticks (storefront.md §9: the 60-second OTP resend wait). */
export function useCountdown(initialSeconds: number): Countdown {
  const [seconds, setSeconds] = useState(initialSeconds);
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  return { seconds, restart: setSeconds };
}
