import { describe, expect, it } from 'vitest';
import { LEDGER_MESSAGES, ledgerDateLabel, ledgerRangeProblem } from './api-reports-ledger';

describe('ledgerRangeProblem', () => {
  const today = '2026-03-11';

  it('takes a range up to today, one day long or more', () => {
    expect(ledgerRangeProblem('2026-03-01', '2026-03-11', today)).toBeUndefined();
    expect(ledgerRangeProblem('2026-03-11', '2026-03-11', today)).toBeUndefined();
  });

  it('applies the spec’s three rules in its order', () => {
    expect(ledgerRangeProblem(undefined, '2026-03-05', today)).toBe(LEDGER_MESSAGES.bothDates);
    expect(ledgerRangeProblem('2026-03-05', '', today)).toBe(LEDGER_MESSAGES.bothDates);
    // Start after end is named before the future, when both are wrong.
    expect(ledgerRangeProblem('2026-03-20', '2026-03-12', today)).toBe(
      LEDGER_MESSAGES.startAfterEnd,
    );
    expect(ledgerRangeProblem('2026-03-05', '2026-03-12', today)).toBe(LEDGER_MESSAGES.future);
  });

  it('refuses what is not a calendar day', () => {
    expect(ledgerRangeProblem('2026-02-29', '2026-03-05', today)).toBe(LEDGER_MESSAGES.notADay);
    expect(ledgerRangeProblem('2026-03-05', '05-03-2026', today)).toBe(LEDGER_MESSAGES.notADay);
  });
});

describe('ledgerDateLabel', () => {
  it('writes a day as DD-MM-YYYY', () => {
    expect(ledgerDateLabel('2026-03-05')).toBe('05-03-2026');
  });
});
