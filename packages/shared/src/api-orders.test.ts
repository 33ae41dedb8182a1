import { describe, expect, it } from 'vitest';
import { approveReturnBodySchema, returnRejectionReasonSchema } from './api-orders';
import { RETURN_REJECTION_MESSAGES } from './order-messages';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('deciding a return', () => {
  it('approves without a reason, and drops one sent along', () => {
    expect(approveReturnBodySchema.parse({})).toEqual({ approvalStatus: 'APPROVED' });
    expect(approveReturnBodySchema.parse({ approvalStatus: 'APPROVED', reason: 'x' })).toEqual({
      approvalStatus: 'APPROVED',
    });
  });

  it('rejects only with a reason of 3 to 300 characters of plain text, trimmed', () => {
    expect(
      approveReturnBodySchema.parse({ approvalStatus: 'REJECTED', reason: '  Worn and washed. ' }),
    ).toEqual({ approvalStatus: 'REJECTED', reason: 'Worn and washed.' });
    const refused = (reason: unknown) =>
      messageOf(approveReturnBodySchema.safeParse({ approvalStatus: 'REJECTED', reason }));
    expect(refused(undefined)).toBe(RETURN_REJECTION_MESSAGES.required);
    expect(refused('   ')).toBe(RETURN_REJECTION_MESSAGES.required);
    expect(refused('no')).toBe(RETURN_REJECTION_MESSAGES.tooShort);
    expect(refused('x'.repeat(301))).toBe(RETURN_REJECTION_MESSAGES.tooLong);
    expect(refused('Tags\u0000removed')).toBe(RETURN_REJECTION_MESSAGES.notPlainText);
    expect(refused(42)).toBe(RETURN_REJECTION_MESSAGES.required);
    expect(approveReturnBodySchema.safeParse({ approvalStatus: 'MAYBE' }).success).toBe(false);
  });

  it('keeps the reason on its own for the form that asks for it', () => {
    expect(returnRejectionReasonSchema.parse('x'.repeat(300))).toHaveLength(300);
    expect(returnRejectionReasonSchema.safeParse('Line one\nline two').success).toBe(true);
  });

  it('puts a refusal under `reason`', () => {
    const result = approveReturnBodySchema.safeParse({ approvalStatus: 'REJECTED' });
    expect(result.error?.issues[0]?.path).toEqual(['reason']);
  });
});
