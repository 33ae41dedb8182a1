import { describe, expect, it } from 'vitest';
import { SEARCH_SUGGESTION_MESSAGES, searchSuggestionsQuerySchema } from './search-suggestions';

const parse = (query: Record<string, unknown>) => searchSuggestionsQuerySchema.safeParse(query);
const firstMessage = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;

describe('searchSuggestionsQuerySchema', () => {
  it('trims and lower-cases the text, so every spelling is one query', () => {
    expect(parse({ q: '  Floral FROK ' }).data).toEqual({ q: 'floral frok' });
  });

  it('refuses no text, only spaces, or more than 100 characters, with a message', () => {
    expect(firstMessage({})).toBe(SEARCH_SUGGESTION_MESSAGES.textRequired);
    expect(firstMessage({ q: '' })).toBe(SEARCH_SUGGESTION_MESSAGES.textRequired);
    expect(firstMessage({ q: '   ' })).toBe(SEARCH_SUGGESTION_MESSAGES.textRequired);
    expect(firstMessage({ q: 'a'.repeat(101) })).toBe(SEARCH_SUGGESTION_MESSAGES.textTooLong);
    expect(parse({ q: ` ${'a'.repeat(100)} ` }).success).toBe(true);
  });

  it('takes no other field', () => {
    expect(parse({ q: 'frock', limit: '3' }).success).toBe(false);
  });
});
