import { formatRupees, type AdminOrder, type AdminParcel } from '@littleloom/shared';
import { useId, type ReactNode } from 'react';
import { StatusBadge } from '../ui/StatusBadge';
import { adminPrimaryButtonClass, adminSecondaryButtonClass } from '../ui/admin-styles';
import { orderDestructiveButtonClass } from './order-buttons';
import { itemName } from './order-labels';
import { ParcelPaperButton } from './ParcelPaperButton';
import { ParcelScanList } from './ParcelScanList';
import { parcelSize, parcelTone, parcelWeight } from './parcel-rules';

const linkClass = 'font-bold break-all text-coral-strong underline underline-offset-2';

/** A parcel's papers from the courier, in their buttons' order; one not made yet is left out. */
const PARCEL_PAPERS = [
  {
    url: 'labelUrl',
    kind: 'label',
    name: 'Print label',
    failure: 'Error downloading the label.',
  },
  {
    url: 'packingSlipUrl',
    kind: 'packing-slip',
    name: 'Packing slip',
    failure: 'Error downloading the packing slip.',
  },
] as const;

interface ParcelCardProps {
  order: AdminOrder;
  parcel: AdminParcel;
  /** "Parcel", or "Parcel 2 of 3". */
  title: string;
  /** True while any act on the order is with the server: the buttons wait. */
  busy: boolean;
  /** Which of this card's calls is with the server, to say so on its button. */
  running: 'ship' | 'reattempt' | null;
  onRetryBooking: () => void;
  onReattempt: () => void;
  /** Cancel and refund: the order's own Cancel Order, with its confirmation. */
  onCancelAndRefund: () => void;
}

/**
 * One parcel of the order as the courier has it: who carries it and its AWB, its status, the cash
 * to collect, its weight and size, what is inside, why a booking failed, its papers (label and
 * packing slip), the courier's scans, and what the server says may be done next.
 */
export function ParcelCard({
  order,
  parcel,
  title,
  busy,
  running,
  onRetryBooking,
  onReattempt,
  onCancelAndRefund,
}: ParcelCardProps) {
  const headingId = useId();
  const inside = order.items.filter((item) => parcel.itemIds.includes(item._id));
  const can = (step: AdminParcel['nextSteps'][number]) => parcel.nextSteps.includes(step);
  const paperName = (kind: string) => `${kind}-${parcel.awb ?? order.orderNumber}.pdf`;
  const card = { busy, describedBy: headingId };
  const papers = PARCEL_PAPERS.flatMap((paper) => {
    const path = parcel[paper.url];
    return path ? [{ ...paper, path }] : [];
  });

  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-bold text-slate-900">
          {title}
        </h3>
        <StatusBadge tone={parcelTone(parcel)}>{parcel.statusLabel}</StatusBadge>
      </div>

      {parcel.bookingError ? (
        <div className="flex flex-col gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 break-words">
            <span className="font-bold">Booking failed: </span>
            {parcel.bookingError}
          </p>
          {can('retryBooking') ? (
            <CardButton {...card} onClick={onRetryBooking} className={adminPrimaryButtonClass}>
              {running === 'ship' ? 'Booking…' : 'Try booking again'}
            </CardButton>
          ) : null}
        </div>
      ) : null}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <Fact label="Courier">{parcel.courier ?? 'Not booked yet'}</Fact>
        <Fact label="AWB">
          {parcel.awb === null ? (
            '—'
          ) : parcel.trackingUrl ? (
            <a href={parcel.trackingUrl} target="_blank" rel="noopener" className={linkClass}>
              {parcel.awb}
              <span className="sr-only"> (tracking, opens in a new tab)</span>
            </a>
          ) : (
            <span className="break-all">{parcel.awb}</span>
          )}
        </Fact>
        <Fact label="Payment">
          {parcel.codAmount > 0 ? `Collect ${formatRupees(parcel.codAmount)} (COD)` : 'Prepaid'}
        </Fact>
        <Fact label="Weight">{parcelWeight(parcel.weightGrams)}</Fact>
        <Fact label="Size">{parcelSize(parcel)}</Fact>
        <Fact label="Items">
          <ul>
            {inside.map((item) => (
              <li key={item._id} className="break-words">
                {itemName(item)}{' '}
                <span className="text-slate-500 tabular-nums">× {item.quantity}</span>
              </li>
            ))}
          </ul>
        </Fact>
      </dl>

      {papers.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {papers.map((paper) => (
            <ParcelPaperButton
              key={paper.kind}
              path={paper.path}
              fallbackName={paperName(paper.kind)}
              failure={paper.failure}
              describedBy={headingId}
            >
              {paper.name}
            </ParcelPaperButton>
          ))}
        </div>
      ) : null}

      <ParcelScanList scans={parcel.scans} reattemptsAsked={parcel.reattemptsAsked} />

      {can('reattempt') || can('cancelAndRefund') ? (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {can('reattempt') ? (
            <CardButton {...card} onClick={onReattempt} className={adminSecondaryButtonClass}>
              {running === 'reattempt' ? 'Asking…' : 'Ask courier to try again'}
            </CardButton>
          ) : null}
          {can('cancelAndRefund') ? (
            <CardButton
              {...card}
              onClick={onCancelAndRefund}
              className={orderDestructiveButtonClass}
            >
              Cancel and refund
            </CardButton>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

interface CardButtonProps {
  /** Any act on the order is with the server: wait for it. */
  busy: boolean;
  /** The card's heading, so a button says which parcel it acts on when there are several. */
  describedBy: string;
  onClick: () => void;
  className: string;
  /** The act's name, or its "…ing" word while this card's call is with the server. */
  children: string;
}

function CardButton({ busy, describedBy, onClick, className, children }: CardButtonProps) {
  return (
    <button
      type="button"
      disabled={busy}
      aria-describedby={describedBy}
      onClick={onClick}
      className={className}
    >
      {children}
    </button>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 tabular-nums">{children}</dd>
    </>
  );
}
