import { z } from '../zod';

/** How much the owner's synonym list may hold: each word costs every search that names its group. */
export const SEARCH_SYNONYM_LIMITS = {
  groups: 100,
  wordsPerGroup: 12,
  wordLength: 30,
  /** Shorter words are never matched on their own by search, so they would do nothing in a group. */
  wordMinLetters: 3,
} as const;

export const SEARCH_SYNONYM_MESSAGES = {
  word: 'A word may hold letters, digits, single spaces and hyphens only',
  wordTooShort: `A word needs at least ${SEARCH_SYNONYM_LIMITS.wordMinLetters} letters or digits`,
  wordTooLong: `A word is at most ${SEARCH_SYNONYM_LIMITS.wordLength} characters`,
  tooFewWords: 'Each group needs at least two different words',
  tooManyWords: `A group holds at most ${SEARCH_SYNONYM_LIMITS.wordsPerGroup} words`,
  tooManyGroups: `At most ${SEARCH_SYNONYM_LIMITS.groups} groups`,
  inTwoGroups: (word: string) => `"${word}" is in more than one group; keep it in one`,
  loadFailed: 'Failed to load the search synonyms',
  saveFailed: 'Failed to save the search synonyms',
  saved: 'Search synonyms saved',
} as const;

/**
 * The form of a word or phrase that search compares: lower case, without spaces, hyphens or other
 * marks, and without a plural's ending, so "T-shirt", "tshirt" and "t shirts" are one word, as are
 * "Nightsuits" and "night suit". Only ever compared with another key, never shown.
 */
export function searchKey(text: string): string {
  let key = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  if (key.length > 4 && key.endsWith('ies')) key = `${key.slice(0, -3)}y`;
  else if (key.length > 3 && key.endsWith('s') && !key.endsWith('ss')) key = key.slice(0, -1);
  // "shoe" and "shoes", "onesie" and "onesies", "dress" and "dresses" end alike.
  if (key.length > 4 && key.endsWith('ie')) key = `${key.slice(0, -2)}y`;
  else if (key.length > 3 && key.endsWith('e')) key = key.slice(0, -1);
  return key;
}

const WORD_PATTERN = /^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u;

const synonymWord = z
  .string({ error: SEARCH_SYNONYM_MESSAGES.word })
  .transform((word) => word.trim().toLowerCase().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .max(SEARCH_SYNONYM_LIMITS.wordLength, {
        message: SEARCH_SYNONYM_MESSAGES.wordTooLong,
        abort: true,
      })
      .regex(WORD_PATTERN, { message: SEARCH_SYNONYM_MESSAGES.word, abort: true })
      .refine(
        (word) =>
          word.replace(/[^\p{L}\p{N}]/gu, '').length >= SEARCH_SYNONYM_LIMITS.wordMinLetters,
        SEARCH_SYNONYM_MESSAGES.wordTooShort,
      ),
  );

/** Words of one group that are the same word to search ("tshirt", "T-shirts") are kept once. */
const synonymGroup = z
  .array(synonymWord, { error: SEARCH_SYNONYM_MESSAGES.tooFewWords })
  .max(SEARCH_SYNONYM_LIMITS.wordsPerGroup, SEARCH_SYNONYM_MESSAGES.tooManyWords)
  .transform((words) => {
    const seen = new Set<string>();
    return words.filter((word) => {
      const key = searchKey(word);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((words) => words.length >= 2, SEARCH_SYNONYM_MESSAGES.tooFewWords);

/**
 * The owner's list of words parents use for the same thing ("frock" and "dress"): a search for any
 * word of a group finds what the others name. A word belongs to one group at most, or a search
 * for it would silently join two groups.
 */
export const searchSynonymsSchema = z
  .strictObject({
    groups: z
      .array(synonymGroup, { error: SEARCH_SYNONYM_MESSAGES.tooFewWords })
      .max(SEARCH_SYNONYM_LIMITS.groups, SEARCH_SYNONYM_MESSAGES.tooManyGroups),
  })
  .superRefine(({ groups }, context) => {
    const groupOf = new Map<string, number>();
    groups.forEach((words, group) => {
      words.forEach((word, index) => {
        const key = searchKey(word);
        const earlier = groupOf.get(key);
        if (earlier !== undefined && earlier !== group) {
          context.addIssue({
            code: 'custom',
            path: ['groups', group, index],
            message: SEARCH_SYNONYM_MESSAGES.inTwoGroups(word),
          });
        }
        groupOf.set(key, group);
      });
    });
  });
export type SearchSynonyms = z.output<typeof searchSynonymsSchema>;

/** GET and PUT /api/admin/search-synonyms. */
export interface SearchSynonymsReply {
  success: true;
  message?: string;
  groups: string[][];
}
