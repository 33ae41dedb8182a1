import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WALLET_MESSAGES,
  WALLET_TRANSACTION_TYPES,
  hasAtMostTwoDecimals,
  isPlainText,
  toPaise,
  toRupees,
  walletHistoryQuerySchema,
} from '@littleloom/shared';
import { notFound } from '../../http/errors';
import { isUuid } from '../../lib/uuid';
import type { WalletHistory } from './history';
import type { WalletService } from './service';

const INVALID_AMOUNT = WALLET_MESSAGES.invalidAmount;

const amountField = z
  .number({ error: INVALID_AMOUNT })
  .positive(INVALID_AMOUNT)
  .max(100_000, 'At most ₹1,00,000 at a time')
  .refine(hasAtMostTwoDecimals, INVALID_AMOUNT);

/** The spec's client sends `userId` too; the wallet is always the caller's own. */
const debitBody = z.object({
  amount: amountField,
  description: z.string().trim().max(200).refine(isPlainText).optional(),
});

const creditBody = z.object({
  userId: z.string().trim().max(64),
  amount: amountField,
  description: z
    .string({ error: 'Say why the wallet is credited' })
    .trim()
    .min(1, 'Say why the wallet is credited')
    .max(200)
    .refine(isPlainText, 'Say why the wallet is credited'),
});

/** The shopper's wallet balance and spending, and the admin's manual credit (storefront.md §7 Wallet). */
export function walletRoutes(wallet: WalletService, history: WalletHistory): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/wallet/balance',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['wallet'],
          security: [{ bearer: [] }],
          summary: "The caller's wallet balance",
          response: { 200: z.object({ success: z.literal(true), walletBalance: z.number() }) },
        },
      },
      async (request) => ({
        success: true as const,
        walletBalance: toRupees(await wallet.balancePaise(app.db, request.user!.id)),
      }),
    );

    app.get(
      '/user/wallet/balance/:userId',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['wallet'],
          security: [{ bearer: [] }],
          summary: "A wallet's balance by its owner's id; only the caller's own is found",
          params: z.object({ userId: z.string().max(200) }),
          response: { 200: z.object({ success: z.literal(true), balance: z.number() }) },
        },
      },
      async (request) => {
        // Another shopper's wallet is not there for the caller, whether or not it exists.
        if (request.params.userId !== request.user!.id) throw notFound(WALLET_MESSAGES.notFound);
        return {
          success: true as const,
          balance: toRupees(await wallet.balancePaise(app.db, request.user!.id)),
        };
      },
    );

    app.get(
      '/user/wallet/details',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['wallet'],
          security: [{ bearer: [] }],
          summary: "The caller's wallet history, newest first, 5 a page",
          querystring: walletHistoryQuerySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              transactions: z.array(
                z.object({
                  _id: z.string(),
                  createdAt: z.string(),
                  type: z.enum(WALLET_TRANSACTION_TYPES),
                  amount: z.number(),
                  description: z.string(),
                  balanceAfterTransaction: z.number(),
                }),
              ),
              totalTransactions: z.number(),
              totalPages: z.number(),
              currentPage: z.number(),
            }),
          },
        },
      },
      async (request) =>
        history.page(app.db, request.user!.id, request.query.page, request.query.limit),
    );

    app.post(
      '/user/wallet/debit',
      {
        config: { access: 'shopper' },
        schema: {
          tags: ['wallet'],
          security: [{ bearer: [] }],
          summary: "Spend from the caller's wallet; never below zero",
          body: debitBody,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              transactionId: z.string(),
              balance: z.number(),
            }),
          },
        },
      },
      async (request) => {
        const movement = await app.db.transaction((tx) =>
          wallet.debit(tx, request.user!.id, {
            amountPaise: toPaise(request.body.amount),
            description: request.body.description || 'Spent from wallet',
          }),
        );
        return {
          success: true as const,
          message: WALLET_MESSAGES.debited,
          transactionId: movement.transactionId,
          balance: toRupees(movement.balanceAfterPaise),
        };
      },
    );

    app.post(
      '/user/wallet/credit',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['wallet', 'admin'],
          security: [{ bearer: [] }],
          summary:
            "An admin's manual credit to a shopper's wallet, with the reason the ledger shows",
          body: creditBody,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              transactionId: z.string(),
              balance: z.number(),
            }),
          },
        },
      },
      async (request) => {
        const { userId, amount, description } = request.body;
        if (!isUuid(userId)) throw notFound('User not found');
        const movement = await app.db.transaction(async (tx) => {
          if (!(await wallet.accountExists(tx, userId))) throw notFound('User not found');
          return wallet.credit(tx, userId, { amountPaise: toPaise(amount), description });
        });
        return {
          success: true as const,
          message: 'Wallet credited',
          transactionId: movement.transactionId,
          balance: toRupees(movement.balanceAfterPaise),
        };
      },
    );
  };
}
