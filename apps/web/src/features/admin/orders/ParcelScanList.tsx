import type { AdminParcelScan } from '@littleloom/shared';
import { useId } from 'react';
import { formatShopTime } from '../../../lib/shop-time';

/** Beside a scan that contradicts where the parcel settled. */
export const SCAN_CONFLICT_NOTE =
  'Needs attention: this scan contradicts where the parcel had settled, so it changed no status and no money. Check with the courier.';

/** On the timeline, where the shop asked the courier to try a failed delivery again. */
export const REATTEMPT_ASKED_LABEL = 'Courier asked to try again';

type TimelineEntry = ({ kind: 'scan' } & AdminParcelScan) | { kind: 'reattempt'; at: string };

/**
 * The courier's scans of a parcel, newest first: where it is now is what the admin opens the card
 * for, as the shopper does. Each with its day and time in the shop's time, the place and the
 * courier's note. A scan contradicting where the parcel settled is marked for the admin to look
 * into: it moved nothing. The shop's requests to try a failed delivery again stand among them at
 * their time. Nothing before the first scan.
 */
export function ParcelScanList({
  scans,
  reattemptsAsked = [],
}: {
  scans: readonly AdminParcelScan[];
  reattemptsAsked?: readonly string[];
}) {
  const headingId = useId();
  if (scans.length === 0) return null;
  // The server sends scans in the journey's order (two may share a second); a request goes after
  // the scans of its second, and the sort keeps the journey's order among equals.
  const inOrder: TimelineEntry[] = [
    ...scans.map((scan) => ({ kind: 'scan' as const, ...scan })),
    ...reattemptsAsked.map((at) => ({ kind: 'reattempt' as const, at })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const newestFirst = inOrder.reverse();
  return (
    <div>
      <h4 id={headingId} className="text-xs font-bold tracking-wide text-slate-600 uppercase">
        Scans, newest first
      </h4>
      <ol aria-labelledby={headingId} className="mt-2 flex flex-col gap-2 text-sm">
        {newestFirst.map((scan, index) =>
          scan.kind === 'reattempt' ? (
            <li
              key={`reattempt-${scan.at}`}
              className="grid gap-x-4 gap-y-0.5 border-l-2 border-sky-400 pl-3 sm:grid-cols-[11rem_1fr]"
            >
              <time dateTime={scan.at} className="text-slate-600 tabular-nums">
                {formatShopTime(scan.at)}
              </time>
              <span className="min-w-0 font-bold break-words text-slate-900">
                {REATTEMPT_ASKED_LABEL}
              </span>
            </li>
          ) : (
            <li
              key={`${scan.at}-${scan.status}-${index}`}
              className={`grid gap-x-4 gap-y-0.5 border-l-2 pl-3 sm:grid-cols-[11rem_1fr] ${
                scan.contradicts ? 'border-amber-500 bg-amber-50' : 'border-slate-200'
              }`}
            >
              <time dateTime={scan.at} className="text-slate-600 tabular-nums">
                {formatShopTime(scan.at)}
              </time>
              <span className="min-w-0 break-words text-slate-900">
                <span className="font-bold">{scan.label}</span>
                {scan.location ? <span className="text-slate-600"> · {scan.location}</span> : null}
              </span>
              {scan.note ? (
                <span className="min-w-0 break-words text-slate-600 sm:col-start-2">
                  {scan.note}
                </span>
              ) : null}
              {scan.contradicts ? (
                <span className="font-bold text-amber-900 sm:col-start-2">
                  {SCAN_CONFLICT_NOTE}
                </span>
              ) : null}
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
