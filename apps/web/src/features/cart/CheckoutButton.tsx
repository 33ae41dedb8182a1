import { CART_MESSAGES } from '@littleloom/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertDialog } from '../../ui/AlertDialog';
import { buttonClass } from '../../ui/button-styles';

/**
 * Checkout: on to /checkout, or, from an empty cart, the spec's 'Cart is Empty' dialog
 * (storefront.md §5, Checkout).
 */
export function CheckoutButton({ cartIsEmpty }: { cartIsEmpty: boolean }) {
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass('primary', 'w-full')}
        onClick={() => (cartIsEmpty ? setRefused(true) : void navigate('/checkout'))}
      >
        Checkout
      </button>
      <AlertDialog
        open={refused}
        title={CART_MESSAGES.empty}
        description="Add something to your cart before checking out."
        onClose={() => setRefused(false)}
      />
    </>
  );
}
