import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DERIVED_ORDER_STATUSES,
  SALES_REPORT_FILE_NAMES,
  SALES_REPORT_FILTERS,
  salesReportQuerySchema,
} from '@littleloom/shared';
import type { SalesReportService } from './sales-report-service';

const admin = { access: 'admin' as const };
const docs = { tags: ['reports'], security: [{ bearer: [] }] };

const bucketSchema = z.object({
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalSales: z.number(),
  grossSales: z.number(),
  refunds: z.number(),
  totalOrders: z.number(),
  totalDiscount: z.number(),
});

const salesReportReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    filter: z.enum(SALES_REPORT_FILTERS),
    orders: z.array(
      z.object({
        _id: z.string(),
        orderNumber: z.string(),
        createdAt: z.string(),
        totalPrice: z.number(),
        finalPrice: z.number(),
        grossSale: z.number(),
        discountAmount: z.number(),
        taxableValue: z.number().nullable(),
        tax: z.number().nullable(),
        status: z.enum(DERIVED_ORDER_STATUSES),
        paymentStatus: z.string(),
        paymentMethod: z.enum(['Razorpay', 'COD', 'Wallet']),
      }),
    ),
    totalSales: z.number(),
    grossSales: z.number(),
    refunds: z.number(),
    totalOrders: z.number(),
    totalDiscount: z.number(),
    totalTaxable: z.number(),
    totalTax: z.number(),
    startDate: z.string(),
    endDate: z.string(),
    grouping: z.enum(['day', 'week', 'month']),
    series: z.array(bucketSchema),
  }),
});

const formats = Object.keys(SALES_REPORT_FILE_NAMES) as [keyof typeof SALES_REPORT_FILE_NAMES];

/**
 * The sales report of the back office (back-office.md §7 Reports and dashboard). The spec's own
 * paths keep their single /api (ARCHITECTURE §5): registered under the /api prefix as /reports.
 */
export function salesReportRoutes(sales: SalesReportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reports/generate',
      {
        config: admin,
        schema: {
          ...docs,
          summary:
            'Orders that count as sales in a range of shop days (daily, weekly, monthly or custom), newest first, with gross sales, the refunds made in the range, net sales (totalSales) and a chart series',
          querystring: salesReportQuerySchema,
          response: { 200: salesReportReplySchema },
        },
      },
      async (request) => ({ success: true as const, data: await sales.generate(request.query) }),
    );

    app.get(
      '/reports/download/:format',
      {
        config: admin,
        schema: {
          ...docs,
          summary: 'The sales report as sales-report.pdf or sales-report.xlsx',
          params: z.object({ format: z.enum(formats, 'Choose pdf or excel') }),
          querystring: salesReportQuerySchema,
        },
      },
      async (request, reply) => {
        const file = await sales.download(request.params.format, request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  };
}
