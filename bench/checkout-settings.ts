/** The checkout benchmark's settings, from the environment; the same in each of its modes. */
export const CHECKOUT = {
  shoppers: Number(process.env.BENCH_SHOPPERS ?? 20),
  products: Number(process.env.BENCH_CHECKOUT_PRODUCTS ?? 4),
  unitsPerSize: Number(process.env.BENCH_UNITS_PER_SIZE ?? 25),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 20),
  warmUpSeconds: 2,
  p99GoalMs: 100,
} as const;
