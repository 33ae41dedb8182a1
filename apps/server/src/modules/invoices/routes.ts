import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../http/pdf-reply';
import type { InvoiceService } from './service';

/**
 * The invoice download of the order details page (storefront.md §7 Orders and payments), and the
 * order's credit notes.
 */
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
      async (request, reply) =>
        sendPdf(reply, await invoices.forViewer(request.user!, request.params.orderId)),
    );

    app.get(
      '/invoice/:orderId/credit-notes',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          summary:
            "An order's credit notes (items cancelled or returned after its invoice): for the order's owner or an admin",
          params: z.object({ orderId: z.string().max(200) }),
          response: {
            200: z.object({
              success: z.literal(true),
              creditNotes: z.array(
                z.object({
                  _id: z.string(),
                  number: z.string(),
                  invoiceNumber: z.string(),
                  reason: z.enum(['cancelled', 'returned']),
                  issuedAt: z.string(),
                  amount: z.number(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        creditNotes: await invoices.creditNotesFor(request.user!, request.params.orderId),
      }),
    );

    app.get(
      '/invoice/:orderId/credit-notes/:creditNoteId',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          summary: "One credit note of an order as a PDF: for the order's owner or an admin",
          params: z.object({ orderId: z.string().max(200), creditNoteId: z.string().max(200) }),
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await invoices.creditNoteFor(
            request.user!,
            request.params.orderId,
            request.params.creditNoteId,
          ),
        ),
    );
  };
}
