import { describe, expect, it } from 'vitest';
import {
  WALLET_MESSAGES,
  readRupeeAmount,
  walletHistoryQuerySchema,
  walletTopUpSchema,
} from './api-wallet';

const topUpMessage = (amount: unknown) => {
  const parsed = walletTopUpSchema.safeParse({ amount });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('wallet top-up amount', () => {
  it('takes 1 to 50,000 rupees with at most 2 decimals', () => {
    for (const amount of [1, 1.5, 99.99, 50_000]) expect(topUpMessage(amount)).toBeNull();
  });

  it("refuses anything else with 'Invalid amount: Please enter a valid amount.'", () => {
    for (const amount of [0, -5, 0.5, 0.001, 10.123, 50_000.01, 'text', '100', null, Infinity]) {
      expect(topUpMessage(amount)).toBe(WALLET_MESSAGES.invalidAmount);
    }
  });

  it('ignores a userId sent along: the wallet is always the caller’s', () => {
    expect(walletTopUpSchema.parse({ amount: 10, userId: 'someone-else' })).toEqual({
      amount: 10,
    });
  });
});

describe('readRupeeAmount', () => {
  it('reads digits with at most 2 decimals', () => {
    expect(readRupeeAmount(' 250 ')).toBe(250);
    expect(readRupeeAmount('19.99')).toBe(19.99);
    expect(readRupeeAmount('0.5')).toBe(0.5);
  });

  it('answers null for blanks, zero, signs, words and a third decimal', () => {
    for (const text of ['', '0', '0.00', '-5', '+5', '1e3', 'abc', '10.123', '1,000', '.5']) {
      expect(readRupeeAmount(text)).toBeNull();
    }
  });
});

describe('wallet history query', () => {
  it('pages 5 at a time from page 1 unless asked otherwise', () => {
    expect(walletHistoryQuerySchema.parse({})).toEqual({ page: 1, limit: 5 });
    expect(walletHistoryQuerySchema.parse({ page: '3', limit: '5' })).toEqual({
      page: 3,
      limit: 5,
    });
    expect(walletHistoryQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(walletHistoryQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});
