import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchSuggestionsQuerySchema } from '@littleloom/shared';
import type { SearchSuggestionsService } from './search-suggestions-service';

const suggestedProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  colour: z.object({ name: z.string(), hex: z.string() }).nullable(),
  thumbnailUrl: z.string().nullable().describe("The first picture's thumbnail; null when none"),
});

export function searchRoutes(service: SearchSuggestionsService): FastifyPluginAsyncZod {
  return async (app) => {
    // A static path: the router takes it before /products/:id, so "suggestions" is never an id.
    app.get(
      '/products/suggestions',
      {
        config: { access: 'public', catalogueCache: true },
        schema: {
          tags: ['catalogue'],
          summary: 'What the search box suggests for the text typed so far',
          // The schema trims and lower-cases `q`, and the catalogue cache is keyed on what it gives.
          description:
            'Matches as the collection\'s `search` does, forgiving typos ("frok" finds "Frock"): up to 5 products, most relevant first; up to 5 live categories and 5 brands of products on sale that a word of `q` names, most alike first. An empty `q` is refused.',
          querystring: searchSuggestionsQuerySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              products: z.array(suggestedProductSchema),
              categories: z.array(z.object({ _id: z.string(), name: z.string() })),
              brands: z.array(z.string()),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.suggest(request.query.q)),
      }),
    );
  };
}
