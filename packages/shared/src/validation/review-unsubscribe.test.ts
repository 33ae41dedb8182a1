import { describe, expect, it } from 'vitest';
import { REVIEW_UNSUBSCRIBE_MESSAGES, reviewUnsubscribeSchema } from './reviews';

const firstMessage = (input: unknown) => {
  const result = reviewUnsubscribeSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('stopping review invitations', () => {
  it('calls a missing, empty, overlong or non-text token an invalid link', () => {
    for (const body of [
      {},
      { token: '' },
      { token: '   ' },
      { token: 'x'.repeat(201) },
      { token: 7 },
    ]) {
      expect(firstMessage(body), JSON.stringify(body)).toBe('This unsubscribe link is not valid.');
    }
  });

  it('passes a token on trimmed, for the server to check its signature', () => {
    expect(reviewUnsubscribeSchema.parse({ token: ' abc.def ' })).toEqual({ token: 'abc.def' });
  });

  it('tells the shopper what stopping means, naming the shop', () => {
    expect(REVIEW_UNSUBSCRIBE_MESSAGES.stopped).toBe(
      'You will not get review invitations from Little Loom any more.',
    );
  });
});
