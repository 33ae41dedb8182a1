import { PAYMENT_MESSAGES, WALLET_MESSAGES, type WalletTopUpOrderReply } from '@littleloom/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverMessageOr } from '../../lib/api';
import { endedSession } from '../accounts/auth-fetch';
import { useSessionSnapshot } from '../accounts/use-session';
import type { PaymentOutcome } from '../payments/payment-gateway';
import { usePaymentGateway } from '../payments/use-payment-gateway';
import type { AmountResult } from './amount-result';
import { useRefreshWallet } from './use-refresh-wallet';
import { startTopUpRequest, verifyTopUpRequest } from './wallet-api';

/**
 * Add Money (storefront.md §7 Wallet): the server opens a gateway order for the amount, the card
 * payment dialog the checkout uses takes the payment (Razorpay's, or the test dialog), and the
 * signed payment is verified, after which the server credits the amount it stored. A closed or
 * failed payment says 'Wallet Payment Failed'. Render `dialog` once.
 */
export function useAddMoney() {
  const { gateway, dialog } = usePaymentGateway();
  const refresh = useRefreshWallet();
  const shopper = useSessionSnapshot().session?.user;
  const [adding, setAdding] = useState(false);

  const addMoney = async (amount: number): Promise<AmountResult> => {
    if (adding) return null;
    setAdding(true);
    try {
      try {
        await gateway.prepare();
      } catch (error) {
        failed(error instanceof Error ? error.message : PAYMENT_MESSAGES.sdkFailed);
        return null;
      }
      let started: WalletTopUpOrderReply;
      try {
        started = await startTopUpRequest(amount);
      } catch (error) {
        if (endedSession(error)) return null;
        return { kind: 'refused', problem: serverMessageOr(error, WALLET_MESSAGES.paymentFailed) };
      }
      let outcome: PaymentOutcome;
      try {
        outcome = await gateway.open({
          gatewayOrderId: started.order.id,
          amount: started.order.amount,
          currency: started.order.currency,
          keyId: started.keyId,
          description: 'Add money to your wallet',
          prefill: { name: shopper?.name ?? '', email: shopper?.email ?? '' },
        });
      } catch {
        outcome = { kind: 'failed', reason: PAYMENT_MESSAGES.sdkFailed };
      }
      try {
        return await settle(outcome);
      } finally {
        // The gateway's webhook may have credited the wallet whatever the browser saw.
        void refresh();
      }
    } finally {
      setAdding(false);
    }
  };

  return { addMoney, adding, dialog };
}

async function settle(outcome: PaymentOutcome): Promise<AmountResult> {
  if (outcome.kind === 'dismissed') {
    failed('The payment was closed before it finished. No money was taken.');
    return null;
  }
  if (outcome.kind === 'failed') {
    failed(outcome.reason);
    return null;
  }
  try {
    const verified = await verifyTopUpRequest(outcome.proof);
    // A second payment of a top-up already paid is refunded: news, not a success.
    if (verified.message === WALLET_MESSAGES.topUpGivenBack) toast.info(verified.message);
    else toast.success(verified.message);
    return { kind: 'done' };
  } catch (error) {
    if (!endedSession(error)) failed(PAYMENT_MESSAGES.verificationFailedText);
    return null;
  }
}

const failed = (description: string) => toast.error(WALLET_MESSAGES.paymentFailed, { description });
