import { CART_MESSAGES, productDisplayName, type WishlistItem } from '@littleloom/shared';
import { useId, useState } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { DialogActions, ModalDialog } from '../../ui/ModalDialog';
import { Spinner } from '../../ui/Spinner';
import { addToCartRequest } from '../cart/cart-api';
import { useCartChange } from '../cart/use-cart-change';
import { SizeChips } from '../catalog/product/SizeChips';
import { validateSizeChoice } from '../catalog/size-choice';
import { useWishlistChange } from './use-wishlist-change';
import { wishlistProductId } from './wishlist-query';

interface MoveToCartDialogProps {
  /** The item to move; the dialog is closed while this is null. */
  item: WishlistItem | null;
  onClose: () => void;
}

/**
 * Moves a wishlist item to the cart: the shopper picks a size (the product page's rules and
 * chips), one piece is added, and once the cart has it the item leaves the wishlist. A refusal
 * ('Quantity Limit Reached: …', a size sold out) shows in the dialog and the item stays.
 */
export function MoveToCartDialog({ item, onClose }: MoveToCartDialogProps) {
  const [size, setSize] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const productId = item ? wishlistProductId(item) : '';
  const unsave = useWishlistChange();
  const add = useCartChange({
    request: (chosen: string) => addToCartRequest({ productId, size: chosen, quantity: 1 }),
    failure: CART_MESSAGES.addFailed,
    announce: true,
    onDone: () => {
      // 'Item added to cart' says it all; the wishlist's own toast would only repeat it.
      unsave.mutate({ productId, action: 'remove', quiet: true });
      onClose();
    },
    onRefused: (_error, message) => {
      setProblem(message);
      return true;
    },
  });

  const move = () => {
    const found = validateSizeChoice(item, size);
    setProblem(found);
    if (found === null && size) add.mutate(size);
  };

  return (
    <ModalDialog
      open={item !== null}
      title="Move to cart"
      description={item ? `Choose a size of ${productDisplayName(item.productId)}.` : undefined}
      busy={add.isPending}
      onClose={onClose}
    >
      {item ? (
        <div className="mt-1">
          <SizeChips
            sizes={item.sizes}
            selected={size}
            onSelect={(chosen) => {
              setSize(chosen);
              setProblem(null);
            }}
            describedBy={problem ? problemId : undefined}
          />
          {problem ? (
            <p id={problemId} role="alert" className="mt-3 font-bold text-coral-strong">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <DialogActions>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={add.isPending}
          onClick={onClose}
        >
          Cancel
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
          onClick={move}
        >
          {add.isPending ? <Spinner /> : null}
          {add.isPending ? 'Moving…' : 'Move to cart'}
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
