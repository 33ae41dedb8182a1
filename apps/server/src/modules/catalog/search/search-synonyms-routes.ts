import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_SYNONYM_MESSAGES, searchSynonymsSchema } from '@littleloom/shared';
import type { SearchSynonymsService } from './search-synonyms';

const groups = z
  .array(z.array(z.string()))
  .describe('Each group: words parents use for the same thing, lower case, in the order listed');

/** The search synonyms the owner keeps under Settings; a change counts for the next search. */
export function searchSynonymRoutes(synonyms: SearchSynonymsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/search-synonyms',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'The search synonyms: groups of words a search treats as one',
          security: [{ bearer: [] }],
          response: { 200: z.object({ success: z.literal(true), groups }) },
        },
      },
      async () => ({ success: true as const, groups: await synonyms.read() }),
    );

    app.put(
      '/admin/search-synonyms',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Replace the search synonyms; searches and suggestions use the new list at once',
          security: [{ bearer: [] }],
          body: searchSynonymsSchema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), groups }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: SEARCH_SYNONYM_MESSAGES.saved,
        groups: await synonyms.save(request.body),
      }),
    );
  };
}
