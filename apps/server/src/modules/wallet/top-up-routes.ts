import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WALLET_MESSAGES,
  toPaise,
  toRupees,
  verifyPaymentSchema,
  walletTopUpSchema,
} from '@littleloom/shared';
import { refuseWithoutCardGateway } from '../../http/card-payments';
import type { PaymentService } from '../payments';

/** The two payment calls adding money needs; the root passes the payment service. */
export type WalletTopUpPayments = Pick<PaymentService, 'startWalletTopUp' | 'verifyWalletTopUp'>;

const docs = { tags: ['wallet'], security: [{ bearer: [] }] };

/**
 * Adding money to the caller's wallet by card (storefront.md §7 Wallet): a gateway order for the
 * amount, paid in the same dialog as a card order, then verified as an order's payment is. The
 * spec's client also sends `userId` and `amount` with both calls; they are ignored (ARCHITECTURE
 * §6): the wallet is the caller's, and the money is what the stored gateway order says.
 */
export function walletTopUpRoutes(payments: WalletTopUpPayments): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/wallet/create-order',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary: "Start adding money to the caller's wallet: a gateway order for the amount",
          body: walletTopUpSchema,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              amount: z.number(),
              order: z.object({ id: z.string(), amount: z.number(), currency: z.string() }),
              keyId: z.string(),
            }),
          },
        },
      },
      async (request) => {
        refuseWithoutCardGateway(app.config, WALLET_MESSAGES.topUpUnavailable);
        const handle = await payments.startWalletTopUp(
          request.user!.id,
          toPaise(request.body.amount),
        );
        return {
          success: true as const,
          message: WALLET_MESSAGES.topUpStarted,
          amount: handle.amount,
          order: { id: handle.razorpayOrderId, amount: handle.amount, currency: handle.currency },
          keyId: handle.keyId,
        };
      },
    );

    app.post(
      '/wallet/verify-payment',
      {
        config: { access: 'shopper' },
        schema: {
          ...docs,
          summary:
            "Apply a signed top-up payment to the caller's wallet (once; a repeat is a no-op)",
          body: verifyPaymentSchema,
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              walletBalance: z.number(),
            }),
          },
        },
      },
      async (request) => {
        const { balancePaise, givenBack } = await payments.verifyWalletTopUp(request.user!.id, {
          gatewayOrderId: request.body.razorpay_order_id,
          paymentId: request.body.razorpay_payment_id,
          signature: request.body.razorpay_signature,
        });
        return {
          success: true as const,
          message: givenBack ? WALLET_MESSAGES.topUpGivenBack : WALLET_MESSAGES.toppedUp,
          walletBalance: toRupees(balancePaise),
        };
      },
    );
  };
}
