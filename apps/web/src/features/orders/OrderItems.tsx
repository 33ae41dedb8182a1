import { PAGE_SIZE, type PlacedOrder } from '@littleloom/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageOf, requestedPage } from '../../lib/page-of';
import { PageLinks } from '../catalog/PageLinks';
import type { ItemAction } from './item-actions';
import { ItemActionDialog } from './ItemActionDialog';
import { OrderItemRow } from './OrderItemRow';
import { useItemAction } from './use-item-action';

/**
 * The order's items, 5 to a page (storefront.md §9), the page in the URL as the lists keep it,
 * with Cancel and Request Return behind a confirmation.
 */
export function OrderItems({ order }: { order: PlacedOrder }) {
  const [params] = useSearchParams();
  const ids = useId();
  const headingId = (itemId: string) => `${ids}-item-${itemId}`;
  const [asking, setAsking] = useState<ItemAction | null>(null);
  const focusAfter = useRef<string | null>(null);
  const act = useItemAction(order._id, (done) => {
    focusAfter.current = done.item._id;
    setAsking(null);
  });
  const { page, pages, items } = pageOf(
    order.items,
    requestedPage(params),
    PAGE_SIZE.orderDetailItems,
  );

  // The button that opened the dialog is usually gone once the act is done (a cancelled item
  // cannot be cancelled again): focus goes to the item's name, not the top of the page.
  useEffect(() => {
    if (asking !== null || focusAfter.current === null) return;
    document.getElementById(headingId(focusAfter.current))?.focus();
    focusAfter.current = null;
  });

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex flex-col gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-bold text-ink">
        Items
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <OrderItemRow
            key={item._id}
            item={item}
            headingId={headingId(item._id)}
            order={order}
            idle={!act.isPending}
            onCancel={() => setAsking({ kind: 'cancel', item })}
            onReturn={() => setAsking({ kind: 'return', item })}
          />
        ))}
      </ul>
      <PageLinks page={page} pages={pages} />
      <ItemActionDialog
        action={asking}
        paid={order.paymentStatus === 'Paid'}
        pending={act.isPending}
        onConfirm={(action) => act.mutate(action)}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
