import { CART_MESSAGES } from '@littleloom/shared';
import { useRef, useState } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { DialogActions, ModalDialog } from '../../ui/ModalDialog';
import { clearCartRequest } from './cart-api';
import { useCartChange } from './use-cart-change';

/** Clear cart, behind a dialog that says what goes (LOOK.md: destructive acts are confirmed). */
export function ClearCartButton({ itemCount }: { itemCount: number }) {
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const clear = useCartChange({
    request: (_: void, userId) => clearCartRequest(userId),
    failure: CART_MESSAGES.clearFailed,
    announce: true,
    onDone: () => setAsking(false),
  });
  const pieces = itemCount === 1 ? 'The 1 item' : `All ${itemCount} items`;

  return (
    <>
      <button
        type="button"
        className={buttonClass('quiet', 'text-coral-strong hover:bg-peach-soft')}
        onClick={() => setAsking(true)}
      >
        Clear cart
      </button>
      <ModalDialog
        open={asking}
        title="Clear your cart?"
        description={`${pieces} in your cart will be taken out. This cannot be undone.`}
        // A careless Enter should not empty the cart: start on Cancel.
        initialFocusRef={cancelRef}
        busy={clear.isPending}
        onClose={() => setAsking(false)}
      >
        <DialogActions>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass('secondary')}
            disabled={clear.isPending}
            onClick={() => setAsking(false)}
          >
            Cancel
          </button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={clear.isPending}
            aria-busy={clear.isPending || undefined}
            onClick={() => clear.mutate()}
          >
            {clear.isPending ? 'Clearing…' : 'Clear cart'}
          </button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
