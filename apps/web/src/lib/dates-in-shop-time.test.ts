import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walletDate } from '../features/wallet/wallet-format';
import { orderDate } from '../features/orders/order-format';
import { placedAt } from '../features/admin/orders/order-labels';
import { reviewDay } from '../features/admin/reviews/review-admin-messages';
import { formatMailTime } from '../features/admin/outbox/OutboxRow';
import { localToday } from '../features/admin/promotions/local-day';
import { formatShopTime } from './shop-time';

/**
 * Ways of writing a date that follow the reader's device rather than the shop's zone. Dates on
 * screen go through `formatShopInstant` (packages/shared/src/shop-time.ts), which always sets it.
 */
const DEVICE_ZONE_DATES: [RegExp, string][] = [
  [/\bIntl\.DateTimeFormat\b/, 'Intl.DateTimeFormat'],
  [/\.toLocale(?:Date|Time)String\(/, 'toLocaleDateString/toLocaleTimeString'],
  [/new Date\([^)]*\)\.toLocaleString\(/, 'Date#toLocaleString'],
  [/\.get(?:FullYear|Month|Date|Day|Hours|Minutes)\(\)/, 'a Date getter in the device zone'],
  [/from ['"]date-fns['"]/, 'date-fns'],
];

/** What in `source` writes a date in the device's zone. */
function deviceZoneDates(source: string): string[] {
  return DEVICE_ZONE_DATES.filter(([pattern]) => pattern.test(source)).map(([, name]) => name);
}

const SOURCES = path.resolve(import.meta.dirname, '..');
/** Tests and their helpers may build dates any way they like. */
const isAppSource = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.startsWith(`test${path.sep}`) &&
  !/(^|[\\/])testing\.ts$|-test-[^\\/]*\.ts$/.test(file);

function appSources(): string[] {
  return (readdirSync(SOURCES, { recursive: true }) as string[]).filter(isAppSource);
}

const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('dates on screen', () => {
  it('are all written in the shop’s zone: no web file formats a date in the device’s', () => {
    const offenders = appSources().flatMap((file) =>
      deviceZoneDates(readFileSync(path.join(SOURCES, file), 'utf8')).map(
        (name) => `${file}: ${name}`,
      ),
    );
    expect(appSources().length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it('the check catches each way of writing a date in the device’s zone', () => {
    expect(deviceZoneDates("new Intl.DateTimeFormat('en-IN', { day: 'numeric' })")).toEqual([
      'Intl.DateTimeFormat',
    ]);
    expect(deviceZoneDates('new Date(at).toLocaleDateString("en-IN")')).toHaveLength(1);
    expect(deviceZoneDates('new Date(at).toLocaleString()')).toHaveLength(1);
    expect(deviceZoneDates('now.getHours()')).toHaveLength(1);
    expect(deviceZoneDates("import { format } from 'date-fns';")).toHaveLength(1);
    // Numbers may still be written the Indian way.
    expect(deviceZoneDates("weightGrams.toLocaleString('en-IN')")).toEqual([]);
  });

  it('an order placed at 12:30 am in India reads the 29th everywhere, whatever the device zone', () => {
    // 19:00 UTC on 28 Nov: 11 am on the 28th in Los Angeles, 12:30 am on the 29th in the shop.
    const at = '2026-11-28T19:00:00.000Z';
    expect(orderDate(at)).toBe('29 Nov 2026');
    expect(plain(placedAt(at))).toBe('29 Nov 2026, 12:30 am');
    expect(plain(formatShopTime(at))).toBe('Sun, 29 Nov, 12:30 am');
    expect(reviewDay(at)).toBe('29 Nov 2026');
    expect(walletDate(at)).toBe('29-11-2026');
    expect(plain(formatMailTime(at))).toBe('29 Nov 2026, 12:30 am');
    expect(localToday(new Date(at))).toBe('2026-11-29');
  });
});
