import type { SearchSuggestions } from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { productKeys } from '../products-api';

/** One letter matches nearly everything; suggestions start from the second. */
export const SUGGESTIONS_MIN_LENGTH = 2;

/** Wait this long after the last keystroke before asking: a request per word, not per letter. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;

export function suggestionsPath(text: string): string {
  return `/api/products/suggestions?${new URLSearchParams({ q: text }).toString()}`;
}

/** What the shop suggests for the text typed so far (GET /api/products/suggestions?q=). */
export function fetchSearchSuggestions(
  text: string,
  signal?: AbortSignal,
): Promise<SearchSuggestions> {
  return apiFetch<SearchSuggestions>(suggestionsPath(text), { signal });
}

export function hasSuggestibleLength(text: string): boolean {
  return text.trim().length >= SUGGESTIONS_MIN_LENGTH;
}

/**
 * Suggestions for the text once typing pauses. While the next ones load, the last ones stay, so
 * the list does not blink on every letter.
 */
export function useSearchSuggestions(text: string) {
  const settled = useDebouncedValue(text.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const enabled = hasSuggestibleLength(settled);
  const result = useQuery({
    queryKey: [...productKeys.all, 'suggestions', settled],
    queryFn: ({ signal }) => fetchSearchSuggestions(settled, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return {
    suggestions: enabled ? result.data : undefined,
    /** True once the suggestions shown are the ones for the settled text, not the last ones. */
    settled: enabled && result.isSuccess && !result.isPlaceholderData,
  };
}
