/**
 * A word of one or two letters ("a", "3", "tu") is not matched on its own: it is part of too many
 * names to narrow anything. It still counts inside the whole text, which is always matched as typed.
 */
export const MIN_WORD_LENGTH = 3;

/**
 * Typos are forgiven from four letters. Three letters make four trigrams, so a three-letter typo
 * would match every word that merely starts with the same two letters ("tea" finding "Teddy").
 */
export const MIN_FUZZY_WORD_LENGTH = 4;

/** The words of one search taken into account; shoppers rarely type more, and each costs a match. */
export const MAX_SEARCH_WORDS = 8;

/** Words that join others in what shoppers type ("frock for girls") but name nothing in the shop. */
const JOINING_WORDS = new Set(['and', 'for', 'from', 'the', 'with']);

export interface SearchWord {
  /** As typed, lower case. */
  text: string;
  /**
   * Substrings any of which counts as the word spelt right: the word itself or, for a plural, its
   * singular ("pyjamas" is found in "Pyjama Set"). A singular needs no plural: "frock" is in "Frocks".
   */
  forms: string[];
  /** Long enough for a typo to be forgiven. */
  forgivesTypos: boolean;
}

/**
 * The words of a search text (already lower case) that are matched one by one: letters and digits
 * between any other characters, three or more long, joining words left out, each once, the first
 * eight. Every word must be found for a product to match; order does not matter.
 */
export function searchWords(text: string): SearchWord[] {
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH && !JOINING_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS).map((word) => ({
    text: word,
    forms: spellings(word),
    forgivesTypos: word.length >= MIN_FUZZY_WORD_LENGTH,
  }));
}

/**
 * The word and its singulars by the English rules shop names follow (dresses, boxes, onesies,
 * sneakers), keeping only forms not containing another: whatever holds "pyjamas" holds "pyjama".
 */
export function spellings(word: string): string[] {
  const forms = new Set([word]);
  if (word.endsWith('ies') && word.length > 4) forms.add(`${word.slice(0, -3)}y`);
  if (/(s|x|z|ch|sh)es$/.test(word)) forms.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  const long = [...forms].filter((form) => form.length >= MIN_WORD_LENGTH);
  return long.filter((form) => !long.some((other) => other !== form && form.includes(other)));
}
