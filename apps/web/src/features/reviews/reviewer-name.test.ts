import { REVIEW_LIMITS } from '@littleloom/shared';
import { describe, expect, it } from 'vitest';
import { defaultReviewerName } from './reviewer-name';

describe('the name a new review is shown under', () => {
  it('is the first name and the initial of the last', () => {
    expect(defaultReviewerName('Asha Rao')).toBe('Asha R.');
    expect(defaultReviewerName('  meera  lakshmi iyer ')).toBe('meera I.');
  });

  it('is the one name of a one-word account name, kept within the limit', () => {
    expect(defaultReviewerName('Kavya')).toBe('Kavya');
    expect(defaultReviewerName('A'.repeat(60))).toHaveLength(REVIEW_LIMITS.nameMax);
    expect(defaultReviewerName('')).toBe('');
  });
});
