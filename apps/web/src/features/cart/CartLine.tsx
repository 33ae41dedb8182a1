import { formatRupees, productDisplayName, type CartItem, CART_MESSAGES } from '@littleloom/shared';
import { Spinner } from '../../ui/Spinner';
import { ProductLineName } from '../catalog/ProductLineName';
import { ProductLinePicture } from '../catalog/ProductLinePicture';
import { ProductPrice } from '../catalog/ProductPrice';
import { removeFromCartRequest, updateCartRequest } from './cart-api';
import { QuantityRefusalDialog } from './QuantityRefusalDialog';
import { QuantityStepper } from './QuantityStepper';
import { StockNote } from './StockNote';
import { useCartChange } from './use-cart-change';
import { useQuantityRefusal } from './use-quantity-refusal';

/**
 * One size of one product in the cart: picture, name, size, price (the sale price first, the
 * original struck through), how many are left, the quantity steppers, the line's total and Remove.
 */
export function CartLine({ item }: { item: CartItem }) {
  const refusal = useQuantityRefusal();
  const update = useCartChange({
    request: (quantity: number) =>
      updateCartRequest({ productId: item.productId, size: item.size, quantity }),
    failure: CART_MESSAGES.updateFailed,
    onRefused: refusal.show,
  });
  const remove = useCartChange({
    request: (_: void, userId) => removeFromCartRequest(userId, item),
    failure: CART_MESSAGES.removeFailed,
    announce: true,
  });
  const stepping =
    update.isPending && update.variables !== undefined
      ? update.variables > item.quantity
        ? 'more'
        : 'less'
      : null;
  const name = productDisplayName(item.product);
  const label = `${name}, size ${item.size}`;

  return (
    <li className="flex gap-3 rounded-2xl border border-line bg-white p-3 sm:gap-5 sm:p-4">
      <ProductLinePicture productId={item.productId} src={item.images[0]?.thumbnailUrl} size={96} />

      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <ProductLineName productId={item.productId} name={name} />
            <p className="text-sm text-ink-muted">
              Size: <span className="font-bold text-ink">{item.size}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => remove.mutate()}
            disabled={remove.isPending || update.isPending}
            aria-busy={remove.isPending || undefined}
            aria-label={`Remove ${label}`}
            className="-mt-1 -mr-1 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-coral-strong hover:bg-peach-soft disabled:cursor-not-allowed disabled:opacity-60"
          >
            {remove.isPending ? <Spinner /> : null}
            {remove.isPending ? 'Removing…' : 'Remove'}
          </button>
        </div>

        <ProductPrice price={item.price} discountPrice={item.discountPrice} />
        <StockNote stock={item.stock} />

        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <QuantityStepper
            quantity={item.quantity}
            label={label}
            pending={stepping}
            disabled={remove.isPending}
            onChange={(quantity) => update.mutate(quantity)}
          />
          <p className="font-bold text-ink">
            <span className="sr-only">Line total </span>
            {formatRupees(item.lineTotal)}
          </p>
        </div>
      </div>
      <QuantityRefusalDialog refusal={refusal.refusal} onClose={refusal.dismiss} />
    </li>
  );
}
