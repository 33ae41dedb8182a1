import type { AdminOrder, AdminOrderReply, AdminParcel } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { isSessionEnded } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { showOrderChange } from './order-cache';
import { adminOrdersKey } from './orders-admin-api';
import { reattemptParcel, shipOrder } from './parcels-admin-api';

/** What the admin asks the courier from the order's page. */
export type ParcelAction =
  /** Book courier, and Try booking again after a refused booking: the same call. */
  | { kind: 'ship'; order: AdminOrder }
  | { kind: 'reattempt'; order: AdminOrder; parcel: AdminParcel };

const FAILED: Record<ParcelAction['kind'], string> = {
  ship: 'The parcel was not booked',
  reattempt: 'The courier was not asked to try again',
};

function runParcelAction(action: ParcelAction): Promise<AdminOrderReply> {
  return action.kind === 'ship' ? shipOrder(action.order._id) : reattemptParcel(action.parcel._id);
}

/**
 * The order page's calls to the courier. The server's message is toasted and the order it sends
 * back replaces the one on screen; a refusal is toasted with the server's reason, and the order
 * is read again, since it usually means the order moved (booked meanwhile, cancelled).
 */
export function useParcelActions() {
  const queryClient = useQueryClient();
  // Set at once, not at the next render: a double click must not book twice.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: runParcelAction,
    onSuccess: (reply) => {
      toast.success(reply.message);
      showOrderChange(queryClient, reply.order);
    },
    onError: (error, action) => {
      toastFailure(error, FAILED[action.kind]);
      if (!isSessionEnded(error)) {
        void queryClient.invalidateQueries({ queryKey: adminOrdersKey.one(action.order._id) });
      }
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  return {
    run: (action: ParcelAction) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(action);
    },
    /** True while a call to the courier is with the server; the order's other controls wait. */
    pending: mutation.isPending,
    /** The act in flight, so its own button can say what it is doing. */
    running: mutation.isPending ? mutation.variables : undefined,
  };
}

export type ParcelActions = ReturnType<typeof useParcelActions>;
