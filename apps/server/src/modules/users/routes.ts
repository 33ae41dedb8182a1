import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery } from '../../http/paging';
import type { UserAdminService } from './service';

const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isBlocked: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});

export function userAdminRoutes(usersAdmin: UserAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/users',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Customers, newest first, a page at a time',
          security: [{ bearer: [] }],
          querystring: z.strictObject({
            ...pagingQuery,
            search: z.string().max(100).optional(),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.array(adminUserSchema),
              total: z.number(),
              page: z.number(),
              pages: z.number(),
            }),
          },
        },
      },
      async (request) => ({ success: true as const, ...(await usersAdmin.list(request.query)) }),
    );

    app.put(
      '/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Block or unblock a customer (toggles)',
          security: [{ bearer: [] }],
          params: z.object({ id: z.string().max(64) }),
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), user: adminUserSchema }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await usersAdmin.toggleBlock(request.params.id)),
      }),
    );
  };
}
