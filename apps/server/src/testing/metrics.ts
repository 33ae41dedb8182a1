import { expect } from 'vitest';
import type { TestContext } from './test-app';

/** A METRICS_TOKEN for tests (at least 16 characters, as the shop asks). */
export const TEST_METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample of the Prometheus text format: `name{label="value",...} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith('#')) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key!, value!]),
    );
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The value of the sample with exactly these labels, or undefined when there is none. */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return parseSamples(text).find(
    (sample) =>
      sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
  )?.value;
}

/** GET /metrics with the test token, as Prometheus scrapes it; the text it answers. */
export async function scrape(ctx: TestContext): Promise<string> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}
