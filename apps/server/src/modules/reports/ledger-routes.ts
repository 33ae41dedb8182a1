import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEDGER_CSV_FILENAME, PAGE_SIZE } from '@littleloom/shared';
import { pagingQuery } from '../../http/paging';
import type { LedgerReport } from './ledger-report';

/** Both days or neither; the report checks them (LEDGER_MESSAGES name what is wrong). */
const rangeQuery = {
  startDate: z.string().max(32).optional(),
  endDate: z.string().max(32).optional(),
};

const ledgerEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  shopDay: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  type: z.enum(['credit', 'debit']),
  amount: z.number(),
  description: z.string(),
  balanceAfterTransaction: z.number(),
});

/** The back office's ledger report and its CSV (back-office.md §2 Ledger Report, §7 Reports). */
export function ledgerReportRoutes(report: LedgerReport): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/ledgerreport',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'reports'],
          summary:
            'Every wallet movement, newest first, within a range of shop days (inclusive), a page at a time, with the range’s totals',
          security: [{ bearer: [] }],
          querystring: z.strictObject({ ...pagingQuery, ...rangeQuery }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.array(ledgerEntrySchema),
              totalPages: z.number(),
              currentPage: z.number(),
              totalCredit: z.number(),
              totalDebit: z.number(),
              totalEntries: z.number(),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await report.page({
          ...request.query,
          limit: request.query.limit ?? PAGE_SIZE.ledger,
        })),
      }),
    );

    app.get(
      '/admin/export-ledger-csv',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'reports'],
          summary: `Every wallet movement of the range (or of all time) as ${LEDGER_CSV_FILENAME}`,
          security: [{ bearer: [] }],
          querystring: z.strictObject(rangeQuery),
        },
      },
      async (request, reply) => {
        const csv = report.csv(request.query);
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${LEDGER_CSV_FILENAME}"`)
            // It names the shop's customers and their money: no shared cache may keep a copy.
            .header('cache-control', 'private, no-store')
            .send(csv)
        );
      },
    );
  };
}
