/**
 * The Little Loom mark: a ball of yarn with a loose thread ending in a small loop. The drawing
 * lives here once; <LogoMark/> renders it inline and public/favicon.svg is the same drawing
 * (logo-mark.test.ts keeps the two in step).
 */
export const LOGO_MARK = {
  viewBox: '0 0 40 40',
  ball: { cx: 18, cy: 19, r: 14, fill: '#E85D4A' },
  /** Wraps of yarn across the ball, drawn in cream. */
  wraps: [
    'M9.2 10.2C14.2 14.4 16.4 22.6 15.2 32',
    'M14.6 6.2C21 11 23.6 20 22 31.8',
    'M21.2 6.1C26.6 10.4 29 17.2 28.6 25.6',
    'M5.2 22.6C11.4 18.4 22 17.6 31 21.4',
  ],
  wrapStroke: '#FFF9F2',
  /** The loose thread with its loop, in mint. */
  thread:
    'M28.2 28.6C31 30.6 33.6 32.4 32.8 34.8C32 36.9 28.9 36.3 29.6 34.2C30.4 32 35 32.2 37.6 35.2',
  threadStroke: '#3FB8A0',
} as const;
