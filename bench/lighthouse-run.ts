import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface PageFigures {
  /** The four category scores, 0–100. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score, to show how much they varied. */
  performanceRuns: number[];
  /** The LCP element as Lighthouse saw it, to tell what to work on next. */
  lcpElement: string | undefined;
}

function score(result: Result, category: Category): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

function metric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

function lcpElement(result: Result): string | undefined {
  const details = result.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return undefined;
  for (const item of details.items) {
    if (item.type !== 'table') continue;
    const node = item.items[0]?.node;
    if (node && typeof node === 'object' && 'snippet' in node && typeof node.snippet === 'string')
      return node.snippet;
  }
  return undefined;
}

/**
 * Runs Lighthouse `runs` times on `url` with its defaults (mobile form factor, simulated slow 4G
 * and a 4x slower CPU), each run in a fresh browser, and returns the median run as Lighthouse
 * picks it (closest to the median FCP and TTI), so the scores and timings come from one real run.
 */
/** Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, NO_FCP); such a run is
 * taken again, a few times at most, rather than losing the whole bench. */
const RETRIES_PER_RUN = 3;

async function oneRun(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    });
    try {
      const outcome = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
      const failure = outcome.lhr.runtimeError;
      if (!failure) return outcome.lhr;
      if (attempt >= RETRIES_PER_RUN) {
        throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
      }
      console.log(`  run failed (${failure.code}), taken again`);
    } finally {
      chrome.kill();
    }
  }
}

/**
 * Runs Lighthouse `runs` times on `url` with its defaults (mobile form factor, simulated slow 4G
 * and a 4x slower CPU), each run in a fresh browser, and returns the median run as Lighthouse
 * picks it (closest to the median FCP and TTI), so the scores and timings come from one real run.
 */
export async function lighthousePage(url: string, runs: number): Promise<PageFigures> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await oneRun(url);
    console.log(`  run ${i + 1}: performance ${score(result, 'performance')}`);
    results.push(result);
  }
  const median = computeMedianRun(results);
  return {
    scores: {
      performance: score(median, 'performance'),
      accessibility: score(median, 'accessibility'),
      'best-practices': score(median, 'best-practices'),
      seo: score(median, 'seo'),
    },
    fcpMs: Math.round(metric(median, 'first-contentful-paint')),
    lcpMs: Math.round(metric(median, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(median, 'total-blocking-time')),
    cls: +metric(median, 'cumulative-layout-shift').toFixed(3),
    performanceRuns: results.map((r) => score(r, 'performance')),
    lcpElement: lcpElement(median),
  };
}
