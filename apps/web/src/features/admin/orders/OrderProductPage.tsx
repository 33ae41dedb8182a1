import {
  ADMIN_ORDER_MESSAGES,
  formatRupees,
  orderLineName,
  type OrderLine,
} from '@littleloom/shared';
import { useParams } from 'react-router';
import { GoBack } from './GoBack';
import { TrackingBadge } from './OrderBadges';
import { OrderMissing, OrderLoadState } from './OrderPageStates';
import { useAdminOrder } from './use-admin-order';

/**
 * /admin/orders/:orderId/products/:productId (back-office.md §2 Product Details within an order):
 * what the order holds of one product, read from the order itself. A product bought in two sizes
 * is two lines of the order, so every line of it is shown.
 */
export function OrderProductPage() {
  const { orderId = '', productId = '' } = useParams();
  const order = useAdminOrder(orderId);
  const back = `/admin/orders/${orderId}`;

  if (!order.data) {
    return (
      <div className="flex flex-col gap-4">
        <title>Product in order · Admin Panel · Little Loom</title>
        <OrderLoadState
          error={order.error}
          retrying={order.isFetching}
          onRetry={() => void order.refetch()}
          loadingLabel="Loading the product…"
        />
      </div>
    );
  }

  const lines = order.data.items.filter(
    (item) => item.productId === productId || item.product._id === productId,
  );
  const [first] = lines;
  if (!first) {
    return (
      <OrderMissing
        message={ADMIN_ORDER_MESSAGES.productNotFound}
        detail={`Order ${order.data.orderNumber} has no such product.`}
      />
    );
  }

  // Each line keeps the pictures it was ordered with; the same picture is shown once.
  const images = [...new Set(lines.flatMap((line) => line.product.images.map((i) => i.url)))];

  return (
    <div className="flex flex-col gap-4">
      <title>{`${orderLineName(first)} · Order ${order.data.orderNumber} · Admin Panel · Little Loom`}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">{orderLineName(first)}</h1>
          <p className="text-sm text-slate-600">
            In order {order.data.orderNumber}
            {first.brand ? ` · ${first.brand}` : ''}
          </p>
        </div>
        <GoBack fallback={back} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {lines.map((line) => (
          <LineFacts key={line._id} line={line} />
        ))}
      </div>

      <section
        aria-labelledby="product-images-heading"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      >
        <h2 id="product-images-heading" className="text-base font-bold text-slate-900">
          Images
        </h2>
        {images.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-3">
            {images.map((url, index) => (
              <li key={url} className="size-40 overflow-hidden rounded-lg bg-slate-100">
                <img
                  src={url}
                  width={160}
                  height={160}
                  alt={`${first.product.name}, picture ${index + 1}`}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No images available</p>
        )}
      </section>
    </div>
  );
}

/** Name, price, quantity and tracking status of one line (§2), its size in the title. */
function LineFacts({ line }: { line: OrderLine }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="text-base font-bold text-slate-900">Size {line.size}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-slate-600">Name</dt>
        <dd className="break-words text-slate-900">{orderLineName(line)}</dd>
        <dt className="text-slate-600">Size</dt>
        <dd className="text-slate-900">{line.size}</dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="text-slate-900 tabular-nums">{formatRupees(line.price)}</dd>
        <dt className="text-slate-600">Quantity</dt>
        <dd className="text-slate-900 tabular-nums">{line.quantity}</dd>
        <dt className="text-slate-600">Total</dt>
        <dd className="font-bold text-slate-900 tabular-nums">{formatRupees(line.lineTotal)}</dd>
        <dt className="text-slate-600">Tracking status</dt>
        <dd>
          <TrackingBadge status={line.trackingStatus} />
        </dd>
      </dl>
    </section>
  );
}
