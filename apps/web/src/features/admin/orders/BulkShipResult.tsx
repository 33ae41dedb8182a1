import type { ShipOrdersReply } from '@littleloom/shared';
import { useEffect, useRef } from 'react';
import { adminRowButtonClass } from '../ui/admin-styles';
import { ParcelPaperButton } from './ParcelPaperButton';
import { parcelLabelsPath } from './parcels-admin-api';

/**
 * What Ship selected came to: the server's summary, the labels of the parcels it booked to print
 * in one go, and each order it did not book with the courier's or the shop's reason, so the admin
 * knows which to look at. Focus comes to it when it appears, so a screen reader reads it out.
 */
export function BulkShipResult({
  outcome,
  onDismiss,
}: {
  outcome: ShipOrdersReply;
  onDismiss: () => void;
}) {
  const failed = outcome.results.filter((result) => !result.booked);
  const labelled = outcome.results.flatMap((result) =>
    result.booked && result.parcel?.labelUrl ? [result.parcel._id] : [],
  );
  const panel = useRef<HTMLElement>(null);
  // Ship selected is disabled once its orders are booked: focus comes here, and the result is read.
  useEffect(() => panel.current?.focus(), [outcome]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label="Shipping result"
      className={`flex flex-col gap-2 rounded-xl border p-3 text-sm sm:p-4 ${failed.length > 0 ? 'border-amber-300 bg-amber-50' : 'border-emerald-300 bg-emerald-50'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-bold break-words text-slate-900">{outcome.message}</p>
        <button type="button" onClick={onDismiss} className={adminRowButtonClass.neutral}>
          Close
        </button>
      </div>
      {labelled.length > 0 ? (
        <div>
          <ParcelPaperButton
            path={parcelLabelsPath(labelled)}
            fallbackName={`labels-${labelled.length}.pdf`}
            failure="Error downloading the labels."
          >
            {labelled.length === 1 ? 'Print 1 label' : `Print ${labelled.length} labels`}
          </ParcelPaperButton>
        </div>
      ) : null}
      {failed.length > 0 ? (
        <ul aria-label="Orders not booked" className="flex flex-col gap-1 text-slate-800">
          {failed.map((result) => (
            <li key={result.orderId} className="break-words">
              <span className="font-bold">{result.orderNumber ?? result.orderId}</span>:{' '}
              {result.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
