import type { ParcelScan } from '@littleloom/shared';
import { useId } from 'react';
import { formatShopTime } from '../../../lib/shop-time';

/**
 * The courier's scans of a parcel, newest first: where it is now is what the admin opens the card
 * for, as the shopper does. Each with its day and time in the shop's time, the place and the
 * courier's note. Nothing before the first scan.
 */
export function ParcelScanList({ scans }: { scans: readonly ParcelScan[] }) {
  const headingId = useId();
  if (scans.length === 0) return null;
  // The server sends scans in the journey's order (two may share a second).
  const newestFirst = [...scans].reverse();
  return (
    <div>
      <h4 id={headingId} className="text-xs font-bold tracking-wide text-slate-600 uppercase">
        Scans, newest first
      </h4>
      <ol aria-labelledby={headingId} className="mt-2 flex flex-col gap-2 text-sm">
        {newestFirst.map((scan, index) => (
          <li
            key={`${scan.at}-${scan.status}-${index}`}
            className="grid gap-x-4 gap-y-0.5 border-l-2 border-slate-200 pl-3 sm:grid-cols-[11rem_1fr]"
          >
            <time dateTime={scan.at} className="text-slate-600 tabular-nums">
              {formatShopTime(scan.at)}
            </time>
            <span className="min-w-0 break-words text-slate-900">
              <span className="font-bold">{scan.label}</span>
              {scan.location ? <span className="text-slate-600"> · {scan.location}</span> : null}
            </span>
            {scan.note ? (
              <span className="min-w-0 break-words text-slate-600 sm:col-start-2">{scan.note}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
