import { ORDER_DETAIL_MESSAGES, type PlacedOrder } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverMessageOr } from '../../lib/api';
import { endedSession } from '../accounts/auth-fetch';
import { useShopperId } from '../accounts/use-session';
import { walletBalanceQueryKey } from '../wallet/wallet-balance';
import type { ItemAction } from './item-actions';
import {
  cancelItemRequest,
  creditNotesQueryKey,
  orderMoneyQueryKey,
  orderPagesQueryKey,
  orderQueryKey,
  returnItemRequest,
} from './orders-api';

/**
 * Cancels an item or asks to return it (storefront.md §4). The server answers with the order as
 * it now stands, which replaces the cached one, and with its own words, which are toasted (a
 * cancellation's name the refund when there is one). A cancellation may refund to the wallet, so
 * its balance is read again. A refusal says the server's reason, else the spec's 'Failed to
 * cancel order' or 'Failed to return order', and the order (with its credit notes) is read again:
 * it has likely moved on (shipped meanwhile, or the return window closed). `onDone` runs either
 * way.
 */
export function useItemAction(orderId: string, onDone: (action: ItemAction) => void) {
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  return useMutation({
    mutationFn: ({ kind, item }: ItemAction) =>
      kind === 'cancel'
        ? cancelItemRequest(orderId, item._id)
        : returnItemRequest(orderId, item._id),
    onSuccess: (reply, action) => {
      queryClient.setQueryData<PlacedOrder | null>(
        orderQueryKey(userId, orderId),
        reply.updatedOrder,
      );
      void queryClient.invalidateQueries({ queryKey: orderPagesQueryKey(userId) });
      // A cancellation after the invoice brings a credit note.
      void queryClient.invalidateQueries({ queryKey: creditNotesQueryKey(userId, orderId) });
      if (action.kind === 'cancel') {
        // A paid item's cancellation is a refund: the order's money lists it.
        void queryClient.invalidateQueries({ queryKey: orderMoneyQueryKey(userId, orderId) });
        void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey(userId) });
      }
      toast.success(reply.message);
      onDone(action);
    },
    onError: (error, action) => {
      onDone(action);
      if (endedSession(error)) return;
      toast.error(
        serverMessageOr(
          error,
          action.kind === 'cancel'
            ? ORDER_DETAIL_MESSAGES.cancelFailed
            : ORDER_DETAIL_MESSAGES.returnFailed,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(userId, orderId) });
    },
  });
}
