import { z } from '../zod';

export const SEARCH_SUGGESTION_MESSAGES = {
  textRequired: 'Type something to search for',
  textTooLong: 'Search text can be at most 100 characters',
} as const;

/** The longest search text taken, for suggestions as for the collection's `search`. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/**
 * The query of `GET /api/products/suggestions`: the text typed so far, trimmed and lower-cased so
 * that every spelling of it is one entry in the server's catalogue cache. Nothing typed (or only
 * spaces) is refused: there is nothing to suggest from.
 */
export const searchSuggestionsQuerySchema = z.strictObject({
  q: z
    .string({ error: SEARCH_SUGGESTION_MESSAGES.textRequired })
    .trim()
    .min(1, SEARCH_SUGGESTION_MESSAGES.textRequired)
    .max(SEARCH_TEXT_MAX_LENGTH, SEARCH_SUGGESTION_MESSAGES.textTooLong)
    .transform((text) => text.toLowerCase()),
});
export type SearchSuggestionsQuery = z.output<typeof searchSuggestionsQuerySchema>;
