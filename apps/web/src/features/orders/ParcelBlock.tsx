import { orderLineName, type OrderLine, type Parcel } from '@littleloom/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { PARCEL_STATUS_BADGE, parcelItems, parcelTroubleWords } from './parcel-format';
import { ParcelTimeline } from './ParcelTimeline';
import { StatusBadge } from './StatusBadge';

const linkClass =
  'font-bold break-all text-coral-strong underline underline-offset-4 hover:text-coral-deep';

interface ParcelBlockProps {
  parcel: Parcel;
  /** "Parcel", or "Parcel 2 of 3" when the order travels in several. */
  title: string;
  /** The order's items, to name the ones this parcel carries. */
  items: readonly OrderLine[];
}

/**
 * One parcel of the order: the courier and its AWB (a link to the courier's tracking page when it
 * has one), where the parcel is now, what to expect when a delivery went wrong, the items inside
 * and the courier's scans.
 */
export function ParcelBlock({ parcel, title, items }: ParcelBlockProps) {
  const headingId = useId();
  const trouble = parcelTroubleWords(parcel.status);
  const inside = parcelItems(parcel, items);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <StatusBadge
          name="Parcel status"
          label={parcel.statusLabel}
          colours={PARCEL_STATUS_BADGE[parcel.status]}
        />
      </div>

      {trouble ? (
        <p className="rounded-xl bg-peach-soft px-4 py-3 text-ink">
          {trouble}{' '}
          <Link to="/contact" className={linkClass}>
            contact us
          </Link>
          .
        </p>
      ) : null}

      {parcel.courier || parcel.awb ? (
        <div className="flex flex-col gap-1 text-ink">
          {parcel.courier ? (
            <p>
              Sent with <span className="font-bold">{parcel.courier}</span>
            </p>
          ) : null}
          {parcel.awb ? (
            <p>
              {parcel.trackingUrl ? (
                <a href={parcel.trackingUrl} target="_blank" rel="noopener" className={linkClass}>
                  AWB {parcel.awb}
                  <span className="sr-only"> (opens the courier’s tracking in a new tab)</span>
                </a>
              ) : (
                <>
                  AWB <span className="font-bold break-all">{parcel.awb}</span>
                </>
              )}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-ink-muted">We are booking this parcel with the courier.</p>
      )}

      {inside.length > 0 ? (
        <div>
          <h3 className="font-bold text-ink">In this parcel</h3>
          <ul className="mt-1 flex flex-col gap-0.5 text-ink">
            {inside.map((item) => (
              <li key={item._id} className="break-words">
                {orderLineName(item)}{' '}
                <span className="text-sm text-ink-muted">
                  · Size {item.size} · Qty {item.quantity}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <ParcelTimeline scans={parcel.scans} />
    </section>
  );
}
