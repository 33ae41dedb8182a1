import { formatRupees, type AdminOrderReply, type ProcessRefundReply } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { isSessionEnded } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { showOrderChange } from './order-cache';
import {
  failureMessage,
  needsConfirmation,
  runOrderAction,
  type OrderAction,
} from './order-actions';
import { adminOrdersKey } from './orders-admin-api';
import { useRefocusAfterAct } from './use-refocus-after-act';

const isRefundReply = (reply: AdminOrderReply): reply is ProcessRefundReply =>
  'refundedAmount' in reply;

/**
 * The acts on orders, shared by the list and the order's page: `request` runs an act at once or,
 * when it cannot be taken back, holds it in `asking` until the admin confirms (OrderActionDialog).
 * The reply's order replaces the one on screen, and the server's message is toasted. When an act
 * is over, focus that fell to the page's start goes to `returnFocusTo`.
 */
export function useOrderActions(returnFocusTo: RefObject<HTMLElement | null>) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  // Set at once, not at the next render as `isPending` is: a double click's second click (on
  // Process Refund, or its confirmation) lands before that render and must find the act running.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: runOrderAction,
    onSuccess: (reply) => {
      toast.success(
        reply.message,
        isRefundReply(reply)
          ? { description: `${formatRupees(reply.refundedAmount)} went to the customer’s wallet.` }
          : {},
      );
      showOrderChange(queryClient, reply.order);
    },
    onError: (error, action) => {
      toastFailure(error, failureMessage(action));
      // A refusal usually means the order changed since it was shown (another admin, the
      // shopper): show it as it is now.
      if (!isSessionEnded(error)) {
        void queryClient.invalidateQueries({ queryKey: adminOrdersKey.one(action.order._id) });
        void queryClient.invalidateQueries({ queryKey: adminOrdersKey.lists });
      }
    },
    onSettled: () => {
      inFlight.current = false;
      setAsking(null);
    },
  });

  const run = (action: OrderAction) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(action);
  };

  useRefocusAfterAct(returnFocusTo, asking !== null || mutation.isPending);

  const request = (action: OrderAction) => {
    if (inFlight.current) return;
    if (needsConfirmation(action)) setAsking(action);
    else run(action);
  };

  return {
    request,
    /** The act waiting for the admin's yes, shown in a dialog. */
    asking,
    /** The admin's yes; a rejection brings the reason asked for with it. */
    confirm: (reason?: string) => {
      if (!asking) return;
      run(asking.kind === 'return' && reason !== undefined ? { ...asking, reason } : asking);
    },
    dismiss: () => setAsking(null),
    /** True while an act is with the server; the order's other controls wait. */
    pending: mutation.isPending,
  };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
