import {
  ADDRESS_MESSAGES,
  type Address,
  type AddressFields,
  type AddressReply,
} from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverMessageOr } from '../../lib/api';
import { endedSession } from '../accounts/auth-fetch';
import { useShopperId } from '../accounts/use-session';
import {
  addAddressRequest,
  addressesQueryKey,
  deleteAddressRequest,
  updateAddressRequest,
} from './addresses-api';

export interface AddressSave {
  /** The address being changed; null adds a new one. */
  addressId: string | null;
  fields: AddressFields;
}

/**
 * Adds or changes an address. The reply's address goes straight into the cached list (a new one
 * first, as the server lists them), and the server's words are toasted ('Address added
 * successfully'). A refusal is the caller's to show, beside the form (see addressSaveFailure).
 */
export function useSaveAddress(onSaved: (address: Address) => void) {
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  return useMutation({
    mutationFn: ({ addressId, fields }: AddressSave): Promise<AddressReply> =>
      addressId ? updateAddressRequest(addressId, fields) : addAddressRequest(fields),
    onSuccess: (reply, { addressId }) => {
      queryClient.setQueryData<Address[]>(addressesQueryKey(userId), (list) =>
        list === undefined
          ? undefined
          : addressId
            ? list.map((address) => (address._id === addressId ? reply.address : address))
            : [reply.address, ...list],
      );
      toast.success(reply.message);
      onSaved(reply.address);
    },
  });
}

/** The words for a refused save: the server's, else the spec's 'Failed to add address'. */
export function addressSaveFailure(error: unknown, adding: boolean): string | undefined {
  if (endedSession(error)) return undefined;
  return serverMessageOr(
    error,
    adding ? ADDRESS_MESSAGES.addFailed : ADDRESS_MESSAGES.updateFailed,
  );
}

/** Deletes an address, then drops it from the cached list and toasts the server's words. */
export function useDeleteAddress(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const userId = useShopperId() ?? '';
  return useMutation({
    mutationFn: (address: Address) => deleteAddressRequest(address._id),
    onSuccess: (reply, deleted) => {
      queryClient.setQueryData<Address[]>(addressesQueryKey(userId), (list) =>
        list?.filter((address) => address._id !== deleted._id),
      );
      toast.success(reply.message);
      onDeleted();
    },
    onError: (error) => {
      if (endedSession(error)) return;
      toast.error(serverMessageOr(error, ADDRESS_MESSAGES.deleteFailed));
      void queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) });
    },
  });
}
