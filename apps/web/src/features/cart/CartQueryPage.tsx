import { CART_MESSAGES, type Cart } from '@littleloom/shared';
import type { ReactNode } from 'react';
import { serverMessageOr } from '../../lib/api';
import { ErrorState } from '../../ui/ErrorState';
import { SectionHeading } from '../../ui/SectionHeading';
import { useCart } from './cart-query';
import { CartSkeleton } from './CartSkeleton';
import { PageMeta } from '../../ui/PageMeta';

interface CartQueryPageProps {
  /** The browser tab's title. */
  documentTitle: string;
  /** The page's visible h1. */
  heading: string;
  /** The page's content, once the shopper's cart has loaded. */
  children: (cart: Cart) => ReactNode;
}

/**
 * A page built on the shopper's cart (/cart, /checkout): its title and heading, then the cart's
 * skeleton while it loads, a Retry when it could not, and the content once it has.
 */
export function CartQueryPage({ documentTitle, heading, children }: CartQueryPageProps) {
  const cart = useCart();
  return (
    <div className="container-page py-8 sm:py-12">
      <title>{documentTitle}</title>
      <PageMeta noindex />
      <SectionHeading title={heading} level={1} align="start" />
      <div className="mt-8">
        {cart.isSuccess ? (
          children(cart.data)
        ) : cart.isError ? (
          <ErrorState
            message={serverMessageOr(cart.error, CART_MESSAGES.fetchFailed)}
            onRetry={() => void cart.refetch()}
            retrying={cart.isFetching}
          />
        ) : (
          <CartSkeleton />
        )}
      </div>
    </div>
  );
}
