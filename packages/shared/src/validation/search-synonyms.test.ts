import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYM_MESSAGES, searchKey, searchSynonymsSchema } from './search-synonyms';

const parse = (groups: unknown) => searchSynonymsSchema.safeParse({ groups });
const messages = (groups: unknown) => {
  const result = parse(groups);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('searchKey', () => {
  it('folds case, hyphens, spaces and plurals', () => {
    expect(new Set(['T-shirt', 'tshirt', 't shirts', 'T-Shirts'].map(searchKey))).toEqual(
      new Set(['tshirt']),
    );
    expect(searchKey('Night suit')).toBe(searchKey('nightsuits'));
    expect(searchKey('shoes')).toBe(searchKey('shoe'));
    expect(searchKey('dresses')).toBe(searchKey('dress'));
    expect(searchKey('onesies')).toBe(searchKey('onesie'));
    expect(searchKey('babies')).toBe(searchKey('baby'));
    expect(searchKey('tees')).toBe('tee');
    expect(searchKey('frock')).not.toBe(searchKey('frog'));
  });
});

describe('searchSynonymsSchema', () => {
  it('keeps groups in lower case, trimmed, each word once', () => {
    expect(
      parse([
        ['  Frock ', 'DRESS', 'dresses'],
        ['tee', 'T-shirt'],
      ]).data,
    ).toEqual({
      groups: [
        ['frock', 'dress'],
        ['tee', 't-shirt'],
      ],
    });
    expect(parse([]).data).toEqual({ groups: [] });
  });

  it('refuses a group of fewer than two different words', () => {
    expect(messages([['frock']])).toEqual([SEARCH_SYNONYM_MESSAGES.tooFewWords]);
    expect(messages([['frock', 'Frocks']])).toEqual([SEARCH_SYNONYM_MESSAGES.tooFewWords]);
  });

  it('refuses marks, short and long words', () => {
    expect(messages([['frock', 'dress!']])).toEqual([SEARCH_SYNONYM_MESSAGES.word]);
    expect(messages([['frock', 'a--b']])).toEqual([SEARCH_SYNONYM_MESSAGES.word]);
    expect(messages([['frock', 'ab']])).toEqual([SEARCH_SYNONYM_MESSAGES.wordTooShort]);
    expect(messages([['frock', 'x'.repeat(31)]])).toEqual([SEARCH_SYNONYM_MESSAGES.wordTooLong]);
    expect(messages([['frock', 'dress\u0000']])).toEqual([SEARCH_SYNONYM_MESSAGES.word]);
  });

  it('refuses a word in two groups, naming it', () => {
    expect(
      messages([
        ['frock', 'dress'],
        ['gown', 'Dresses'],
      ]),
    ).toEqual([SEARCH_SYNONYM_MESSAGES.inTwoGroups('dresses')]);
  });

  it('refuses too many words or groups', () => {
    expect(messages([Array.from({ length: 13 }, (_, i) => `word${i}`)])).toEqual([
      SEARCH_SYNONYM_MESSAGES.tooManyWords,
    ]);
    expect(messages(Array.from({ length: 101 }, (_, i) => [`first${i}`, `second${i}`]))).toEqual([
      SEARCH_SYNONYM_MESSAGES.tooManyGroups,
    ]);
  });
});
