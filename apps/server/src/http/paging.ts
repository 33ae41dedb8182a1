import { z } from 'zod';

/** `page` and `limit` of a paged list; each list sets its own default page size. */
export const pagingQuery = {
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
};
