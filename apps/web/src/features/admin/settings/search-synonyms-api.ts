import type { SearchSynonyms, SearchSynonymsReply } from '@littleloom/shared';
import { ADMIN_QUERY_KEY, adminFetch } from '../admin-api';

export const searchSynonymsKey = [...ADMIN_QUERY_KEY, 'settings', 'search-synonyms'] as const;

/** GET /api/admin/search-synonyms: the groups, in the order listed. */
export async function fetchSearchSynonyms(signal?: AbortSignal): Promise<string[][]> {
  const reply = await adminFetch<SearchSynonymsReply>('/api/admin/search-synonyms', { signal });
  return reply.groups;
}

/** PUT /api/admin/search-synonyms: replaces the list; the reply holds it as kept. */
export function saveSearchSynonyms(synonyms: SearchSynonyms): Promise<SearchSynonymsReply> {
  return adminFetch<SearchSynonymsReply>('/api/admin/search-synonyms', {
    method: 'PUT',
    body: synonyms,
  });
}
