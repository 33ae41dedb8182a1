import { CART_MESSAGES } from '@littleloom/shared';
import type { Product } from '@littleloom/shared';
import { buttonClass } from '../../ui/button-styles';
import { BagIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { useShopperId } from '../accounts/use-session';
import { useLoginRedirect } from '../accounts/use-login-redirect';
import { validateSizeChoice } from '../catalog/size-choice';
import { addToCartRequest } from './cart-api';
import { QuantityRefusalDialog } from './QuantityRefusalDialog';
import { useCartChange } from './use-cart-change';
import { useQuantityRefusal } from './use-quantity-refusal';

interface AddToCartButtonProps {
  product: Product;
  /** The size picked on the page, if any. */
  size: string | null;
  /** Tells the page what is wrong with the size (shown beside the sizes), or null when fine. */
  onSizeProblem: (problem: string | null) => void;
  className?: string;
}

/**
 * Add to Cart on the product page (storefront.md §2, §5): one piece of the chosen size. A guest
 * goes to /login first; the size rules are checked before anything is sent; the server's
 * 'Quantity Limit Reached' and 'Insufficient Stock' open their dialogs, and 'Item added to cart'
 * is toasted.
 */
export function AddToCartButton({ product, size, onSizeProblem, className }: AddToCartButtonProps) {
  const signedIn = useShopperId() !== null;
  const sendToLogin = useLoginRedirect();
  const refusal = useQuantityRefusal();
  const add = useCartChange({
    request: (sizeToAdd: string) =>
      addToCartRequest({ productId: product._id, size: sizeToAdd, quantity: 1 }),
    failure: CART_MESSAGES.addFailed,
    announce: true,
    onRefused: refusal.show,
  });

  const onClick = () => {
    if (!signedIn) {
      sendToLogin();
      return;
    }
    const problem = validateSizeChoice(product, size);
    onSizeProblem(problem);
    if (problem === null && size) add.mutate(size);
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={add.isPending}
        aria-busy={add.isPending || undefined}
        className={buttonClass('primary', className)}
      >
        {add.isPending ? <Spinner /> : <BagIcon size={20} />}
        {add.isPending ? 'Adding…' : 'Add to Cart'}
      </button>
      <QuantityRefusalDialog refusal={refusal.refusal} onClose={refusal.dismiss} />
    </>
  );
}
