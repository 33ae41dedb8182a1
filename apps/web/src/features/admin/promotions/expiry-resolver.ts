import { isCalendarDay, isDayBefore, PROMOTION_MESSAGES } from '@littleloom/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { localToday } from './local-day';

/**
 * The shared schemas check that an expiry is a real day; only whoever knows today can say it is
 * past. This adds 'Expiry date must be in the future.' (back-office.md §5) to a form's own
 * checks, so the admin hears it with the rest, before anything is sent. Today itself is allowed:
 * a coupon lasts to the end of its expiry day.
 */
export function refusingPastExpiry<V extends FieldValues & { expiryDate: string }, O>(
  resolver: Resolver<V, unknown, O>,
): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const day = values.expiryDate.trim();
    const past = isCalendarDay(day) && isDayBefore(day, localToday());
    if (!past || 'expiryDate' in result.errors) return result;
    const errors = {
      ...result.errors,
      expiryDate: { type: 'past', message: PROMOTION_MESSAGES.expiryPast },
    } as FieldErrors<V>;
    return { values: {}, errors };
  };
}
