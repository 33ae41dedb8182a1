import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GstSummaryReport } from './gst-summary';
import { gstSummaryCsv, gstSummaryExcel } from './gst-summary-files';

export const GST_SUMMARY_MESSAGES = {
  month: 'Choose a month as YYYY-MM',
  future: 'Choose a month that has begun',
} as const;

/** The month's GST summary for the B2C part of GSTR-1, as CSV or Excel: for administrators. */
export function gstSummaryRoutes(
  report: GstSummaryReport,
  today: () => string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reports/gst-summary/:format',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reports'],
          security: [{ bearer: [] }],
          summary:
            "A month's taxable value and CGST, SGST and IGST by place of supply and rate, less credit notes, as gst-summary-YYYY-MM.csv or .xlsx",
          params: z.object({ format: z.enum(['csv', 'excel'], 'Choose csv or excel') }),
          querystring: z.strictObject({
            month: z
              .string({ error: GST_SUMMARY_MESSAGES.month })
              .regex(/^\d{4}-(0[1-9]|1[0-2])$/, GST_SUMMARY_MESSAGES.month)
              .refine((month) => month <= today().slice(0, 7), GST_SUMMARY_MESSAGES.future),
          }),
        },
      },
      async (request, reply) => {
        const summary = await report.forMonth(request.query.month);
        const file =
          request.params.format === 'csv' ? gstSummaryCsv(summary) : await gstSummaryExcel(summary);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  };
}
