import { formatRupees, productDisplayName, type CartItem } from '@littleloom/shared';
import { ProductLinePicture } from '../catalog/ProductLinePicture';

const headCell = 'px-3 py-2.5 text-left text-sm font-bold text-ink-muted';
const numberHead = `${headCell} text-right`;

/**
 * What is being bought (storefront.md §2, Checkout: the items table): picture, name, size,
 * quantity, unit price and line total, as the cart last described them. On phones the size,
 * quantity and price fold under the name so the table fits 360 px.
 */
export function CheckoutItems({ items }: { items: CartItem[] }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-white">
      <table className="w-full border-collapse">
        <caption className="sr-only">Items in your order</caption>
        <thead className="bg-cream">
          <tr>
            <th scope="col" className={headCell}>
              Product
            </th>
            <th scope="col" className={`${headCell} hidden sm:table-cell`}>
              Size
            </th>
            <th scope="col" className={`${numberHead} hidden sm:table-cell`}>
              Quantity
            </th>
            <th scope="col" className={`${numberHead} hidden sm:table-cell`}>
              Price
            </th>
            <th scope="col" className={numberHead}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <ItemRow key={item._id} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ItemRow({ item }: { item: CartItem }) {
  return (
    <tr className="border-t border-line align-middle">
      <td className="px-3 py-3">
        <div className="flex items-center gap-3">
          <ProductLinePicture
            productId={item.productId}
            src={item.images[0]?.thumbnailUrl}
            size={64}
          />
          <div className="min-w-0">
            <p className="leading-snug font-bold text-ink">{productDisplayName(item.product)}</p>
            <p className="text-sm text-ink-muted sm:hidden">
              Size {item.size} · Qty {item.quantity} · {formatRupees(item.unitPrice)} each
            </p>
          </div>
        </div>
      </td>
      <td className="hidden px-3 py-3 text-ink sm:table-cell">{item.size}</td>
      <td className="hidden px-3 py-3 text-right text-ink tabular-nums sm:table-cell">
        {item.quantity}
      </td>
      <td className="hidden px-3 py-3 text-right text-ink tabular-nums sm:table-cell">
        {formatRupees(item.unitPrice)}
      </td>
      <td className="px-3 py-3 text-right font-bold text-ink tabular-nums">
        {formatRupees(item.lineTotal)}
      </td>
    </tr>
  );
}
