import type { ParcelScan } from '@littleloom/shared';
import { useId } from 'react';
import { formatShopTime } from '../../lib/shop-time';
import { newestFirst } from './parcel-format';

/**
 * Where the parcel has been, newest first (parcel-format.ts says why): each scan's words, the
 * courier's note, the place and the day and time in the shop's time. Nothing while the courier
 * has not scanned it yet.
 */
export function ParcelTimeline({ scans }: { scans: readonly ParcelScan[] }) {
  const headingId = useId();
  if (scans.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className="font-bold text-ink">
        Tracking updates <span className="text-sm font-normal text-ink-muted">· newest first</span>
      </h3>
      <ol aria-labelledby={headingId} className="mt-2 flex flex-col">
        {newestFirst(scans).map((scan, index) => (
          <li
            key={`${scan.at}-${scan.status}-${index}`}
            className="relative border-l-2 border-line pb-4 pl-5 last:border-transparent last:pb-0"
          >
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[7px] size-3 rounded-full ring-2 ring-white ${index === 0 ? 'bg-coral' : 'bg-line'}`}
            />
            <p className="font-bold text-ink">{scan.label}</p>
            {scan.note ? <p className="text-sm break-words text-ink">{scan.note}</p> : null}
            <p className="text-sm text-ink-muted">
              <time dateTime={scan.at}>{formatShopTime(scan.at)}</time>
              {scan.location ? <span className="break-words"> · {scan.location}</span> : null}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
