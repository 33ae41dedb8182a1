import type { AdminOffer } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { showOffersChange } from './offer-list-cache';
import { deleteOffer } from './promotions-api';

interface DeleteOfferDialogProps {
  offer: AdminOffer;
  /** How the screen names the offer ("DIWALI20", "Sequin Party Frock"). */
  label: string;
  /** The screen's own words for a failed delete (back-office.md §8 words the two differently). */
  failure: string;
  /** Closed: `deleted` tells whether the offer went. */
  onClose: (deleted: boolean) => void;
}

/** "Delete offer …?" and, once confirmed, the delete itself (back-office.md §4). */
export function DeleteOfferDialog({ offer, label, failure, onClose }: DeleteOfferDialogProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteOffer(offer._id),
    onSuccess: (reply) => {
      toast.success(reply.message);
      showOffersChange(queryClient, (list) => list.filter((o) => o._id !== offer._id));
      onClose(true);
    },
    onError: (error) => {
      toastFailure(error, failure);
      onClose(false);
    },
  });
  return (
    <ConfirmDialog
      open
      variant="destructive"
      title={`Delete offer ${label}?`}
      description={<p>Shoppers can no longer apply it, and carts holding it lose its discount.</p>}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={() => onClose(false)}
    />
  );
}
