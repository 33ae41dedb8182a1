import type { ShipOrdersReply } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminOrdersKey } from './orders-admin-api';
import { shipOrders } from './parcels-admin-api';

/**
 * Ship selected on the order list: the ticked orders go to the courier in one call, whose reply
 * (how many were booked, and why each other one was not) stays on screen until the admin closes
 * it or ships again. Every order is read again afterwards, since the booked ones changed.
 */
export function useBulkShip(onBooked: () => void) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<ShipOrdersReply | null>(null);
  // Set at once, not at the next render: a double click must not book the orders twice.
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: shipOrders,
    onMutate: () => setOutcome(null),
    onSuccess: (reply) => {
      setOutcome(reply);
      onBooked();
    },
    onError: (error) => toastFailure(error, 'The orders were not sent to the courier'),
    onSettled: () => {
      inFlight.current = false;
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey.all });
    },
  });

  return {
    ship: (orderIds: readonly string[]) => {
      if (inFlight.current || orderIds.length === 0) return;
      inFlight.current = true;
      mutation.mutate(orderIds);
    },
    pending: mutation.isPending,
    outcome,
    dismiss: () => setOutcome(null),
  };
}
