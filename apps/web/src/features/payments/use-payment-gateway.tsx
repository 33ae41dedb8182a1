import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { shopConfigQuery } from '../../lib/shop-config';
import type { PaymentGateway, PaymentOutcome, PaymentRequest } from './payment-gateway';
import { razorpayGateway } from './razorpay-gateway';
import { SimulatorPaymentDialog } from './SimulatorPaymentDialog';

/**
 * The card payment provider the shop is set up with (GET /api/config, `paymentProvider`), behind
 * one interface. The test gateway's dialog is part of the page: render `dialog` once.
 */
export function usePaymentGateway(): { gateway: PaymentGateway; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const settle = useRef<((outcome: PaymentOutcome) => void) | null>(null);

  const simulator = useMemo<PaymentGateway>(
    () => ({
      prepare: () => Promise.resolve(),
      open: (next) =>
        new Promise<PaymentOutcome>((resolve) => {
          settle.current = resolve;
          setRequest(next);
        }),
    }),
    [],
  );

  const onOutcome = useCallback((outcome: PaymentOutcome) => {
    setRequest(null);
    settle.current?.(outcome);
    settle.current = null;
  }, []);

  const gateway = useMemo<PaymentGateway>(() => {
    /** The provider the server names; asked once per page load. */
    const provider = async () => {
      const config = await queryClient.ensureQueryData(shopConfigQuery);
      return config.paymentProvider === 'razorpay' ? razorpayGateway : simulator;
    };
    return {
      prepare: async () => (await provider()).prepare(),
      open: async (next) => (await provider()).open(next),
    };
  }, [queryClient, simulator]);

  // Keyed by the payment, so every opening starts without the last one's problem.
  const dialog = (
    <SimulatorPaymentDialog
      key={request?.gatewayOrderId ?? 'closed'}
      request={request}
      onOutcome={onOutcome}
    />
  );
  return { gateway, dialog };
}
