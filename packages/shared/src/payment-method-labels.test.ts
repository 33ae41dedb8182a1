import { describe, expect, it } from 'vitest';
import { NOT_COLLECTED, paymentStatusLabel } from './payment-method-labels';

describe('paymentStatusLabel', () => {
  it('reads "Not collected" for a cash-on-delivery order cancelled whole', () => {
    expect(
      paymentStatusLabel({ paymentMethod: 'COD', paymentStatus: 'Pending', status: 'CANCELLED' }),
    ).toBe(NOT_COLLECTED);
    expect(NOT_COLLECTED).toBe('Not collected');
  });

  it('keeps "Pending" while a cash-on-delivery order still has items to collect for', () => {
    for (const status of ['PENDING', 'RETURN_IN_PROGRESS']) {
      expect(paymentStatusLabel({ paymentMethod: 'COD', paymentStatus: 'Pending', status })).toBe(
        'Pending',
      );
    }
  });

  it('keeps the status of a cancelled order paid by card or wallet, or one already settled', () => {
    expect(
      paymentStatusLabel({
        paymentMethod: 'Razorpay',
        paymentStatus: 'Failed',
        status: 'CANCELLED',
      }),
    ).toBe('Failed');
    expect(
      paymentStatusLabel({
        paymentMethod: 'Razorpay',
        paymentStatus: 'Pending',
        status: 'CANCELLED',
      }),
    ).toBe('Pending');
    expect(
      paymentStatusLabel({
        paymentMethod: 'Wallet',
        paymentStatus: 'Refunded',
        status: 'CANCELLED',
      }),
    ).toBe('Refunded');
    expect(
      paymentStatusLabel({ paymentMethod: 'COD', paymentStatus: 'Paid', status: 'COMPLETED' }),
    ).toBe('Paid');
  });
});
