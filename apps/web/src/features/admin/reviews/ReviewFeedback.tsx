import type { AdminProductReview } from '@littleloom/shared';
import { reviewDay } from './review-admin-messages';

/** What shoppers made of a review: how many found it helpful, and each report with its reason. */
export function ReviewFeedback({ review }: { review: AdminProductReview }) {
  const { helpfulCount, reportCount, reports } = review;
  return (
    <span className="flex flex-col gap-1 text-xs">
      <span className="text-slate-700 tabular-nums">
        {helpfulCount === 0
          ? 'No helpful votes'
          : helpfulCount === 1
            ? '1 found it helpful'
            : `${helpfulCount} found it helpful`}
      </span>
      {reportCount === 0 ? (
        <span className="text-slate-500">No reports</span>
      ) : (
        <span className="flex flex-col gap-0.5">
          <span className="font-bold text-red-800 tabular-nums">
            {reportCount === 1 ? '1 report' : `${reportCount} reports`}
          </span>
          <ul className="flex list-disc flex-col gap-0.5 pl-4 text-slate-700">
            {reports.map((report, index) => (
              <li key={`${report.createdAt}-${index}`} className="break-words">
                {report.reason}{' '}
                <span className="whitespace-nowrap text-slate-500">
                  · {reviewDay(report.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </span>
      )}
    </span>
  );
}
