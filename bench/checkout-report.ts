import type { Check } from './checkout-invariants';
import type { CheckoutRun } from './checkout-shoppers';
import { summarise, type LatencySummary } from './latency';
import type { Reply } from './shop-client';

/** What one checkout run measured, as the results files keep it. */
export interface CheckoutSummary {
  seconds: number;
  ordersPlaced: number;
  ordersPerSecond: number;
  /** Every request the shoppers made (cart adds, orders, carts emptied), a second. */
  requestsPerSecond: number;
  orderRequest: LatencySummary;
  placedOrderRequest: LatencySummary;
  addToCart: LatencySummary;
  ordersRefused: number;
  /** How many refusals of each status and message. */
  refusals: Record<string, number>;
  /** Replies that are neither a success nor a 4xx that says why, warm-up included. */
  failures: Reply[];
}

export const placed = (replies: readonly Reply[]) => replies.filter((r) => r.status === 201);
/** A refusal is a 4xx that says why; anything else that is not a success is a failure. */
const isRefusal = (r: Reply) => r.status >= 400 && r.status < 500 && r.message !== '';
const failed = (replies: readonly Reply[], ok: number) =>
  replies.filter((r) => r.status !== ok && !isRefusal(r));

/** The figures of a run (after its warm-up, whose failures count too). */
export function summariseCheckout(warmUp: CheckoutRun, run: CheckoutRun): CheckoutSummary {
  const refusals = new Map<string, number>();
  const refused = run.orders.filter(isRefusal);
  for (const r of refused) {
    const label = `${r.status} ${r.message}`;
    refusals.set(label, (refusals.get(label) ?? 0) + 1);
  }
  const requests = run.orders.length + run.cartAdds.length + run.cartClears.length;
  return {
    seconds: +run.seconds.toFixed(2),
    ordersPlaced: placed(run.orders).length,
    ordersPerSecond: +(placed(run.orders).length / run.seconds).toFixed(1),
    requestsPerSecond: Math.round(requests / run.seconds),
    orderRequest: summarise(run.orders.map((r) => r.ms)),
    placedOrderRequest: summarise(placed(run.orders).map((r) => r.ms)),
    addToCart: summarise(run.cartAdds.map((r) => r.ms)),
    ordersRefused: refused.length,
    refusals: Object.fromEntries(refusals),
    failures: [
      ...failed([...warmUp.orders, ...run.orders], 201),
      ...failed(
        [...warmUp.cartAdds, ...run.cartAdds, ...warmUp.cartClears, ...run.cartClears],
        200,
      ),
    ],
  };
}

export function printCheckout(summary: CheckoutSummary, shoppers: number, p99GoalMs: number): void {
  const { orderRequest, placedOrderRequest, addToCart, failures } = summary;
  console.log(`\nRan ${summary.seconds.toFixed(1)} s with ${shoppers} shoppers at once.`);
  console.log(`Orders placed: ${summary.ordersPlaced} (${summary.ordersPerSecond} a second)`);
  console.log(
    `Order request (all ${orderRequest.count}): p50 ${orderRequest.p50Ms} ms, p99 ${orderRequest.p99Ms} ms, max ${orderRequest.maxMs} ms` +
      ` — goal p99 ≤ ${p99GoalMs} ms: ${orderRequest.p99Ms <= p99GoalMs ? 'met' : 'missed'}`,
  );
  console.log(
    `Placed orders only: p50 ${placedOrderRequest.p50Ms} ms, p99 ${placedOrderRequest.p99Ms} ms`,
  );
  console.log(
    `Add to cart (${addToCart.count}): p50 ${addToCart.p50Ms} ms, p99 ${addToCart.p99Ms} ms`,
  );
  console.log(`Orders refused: ${summary.ordersRefused}`);
  for (const [label, n] of Object.entries(summary.refusals)) console.log(`  ${n} × ${label}`);
  console.log(`Failures (5xx, errors, refusals without a message): ${failures.length}`);
  for (const f of failures.slice(0, 5)) console.log(`  ${f.status} ${f.message}`);
}

export function printChecks(checks: readonly Check[]): void {
  console.log('\nAfter the run, from the database:');
  for (const check of checks) {
    console.log(`  ${check.pass ? 'PASS' : 'FAIL'}  ${check.name} (${check.detail})`);
  }
}
