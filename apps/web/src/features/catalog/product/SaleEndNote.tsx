import { formatShopDayMonth, productSaleLastDay, type Product } from '@littleloom/shared';
import { SHOP_TIME_ZONE } from '../../../lib/shop-time';

/** "Sale ends 30 Nov" under the sale price: the sale's last day, in the shop's calendar. */
export function SaleEndNote({
  product,
}: {
  product: Pick<Product, 'price' | 'discountPrice' | 'saleEndsAt'>;
}) {
  const lastDay = productSaleLastDay(product, SHOP_TIME_ZONE);
  if (lastDay === undefined) return null;
  return (
    <p className="mt-1 text-sm text-ink-muted">{`Sale ends ${formatShopDayMonth(lastDay)}`}</p>
  );
}
