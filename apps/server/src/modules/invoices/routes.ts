import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InvoiceService } from './service';

/** The invoice download of the order details page (storefront.md §7 Orders and payments). */
export function invoiceRoutes(invoices: InvoiceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invoice/:orderId',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          summary:
            "An order's invoice as a PDF file named after the order: for the order's owner or an admin",
          params: z.object({ orderId: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const { fileName, pdf } = await invoices.forViewer(request.user!, request.params.orderId);
        return (
          reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            // It names the shopper and their address: no shared cache may keep a copy.
            .header('cache-control', 'private, no-store')
            .send(pdf)
        );
      },
    );
  };
}
