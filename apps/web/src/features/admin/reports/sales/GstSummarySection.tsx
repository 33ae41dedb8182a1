import {
  GST_SUMMARY_FORMATS,
  REPORT_TOAST_MS,
  SALES_REPORT_MESSAGES,
  type GstSummaryFormat,
} from '@littleloom/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../../../../lib/download';
import { isSessionEnded, serverMessageOr } from '../../admin-api';
import { localToday } from '../../promotions/local-day';
import { adminInputClass, adminSecondaryButtonClass } from '../../ui/admin-styles';
import { fetchGstSummaryFile } from './sales-report-api';

const LABELS: Record<GstSummaryFormat, string> = {
  csv: 'Download GST summary (CSV)',
  excel: 'Download GST summary (Excel)',
};

/**
 * A month's taxable value and CGST, SGST and IGST by place of supply and rate, less credit notes,
 * for the B2C part of GSTR-1: downloaded as CSV or Excel. The month starts at this one and cannot
 * be later; the server checks against the shop's own month.
 */
export function GstSummarySection() {
  const thisMonth = localToday().slice(0, 7);
  const [month, setMonth] = useState(thisMonth);

  const download = useMutation({
    mutationFn: ({ format, month }: { format: GstSummaryFormat; month: string }) =>
      fetchGstSummaryFile(format, month),
    onSuccess: ({ blob, filename }) => {
      saveFile(blob, filename);
      toast.success(SALES_REPORT_MESSAGES.gstSummaryDownloaded, { duration: REPORT_TOAST_MS });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      toast.error(serverMessageOr(error, SALES_REPORT_MESSAGES.gstSummaryFailed), {
        duration: REPORT_TOAST_MS,
      });
    },
  });

  return (
    <section
      aria-labelledby="gst-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="gst-summary-heading" className="text-base font-bold text-slate-900">
        GST summary
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        A month’s taxable value and CGST, SGST and IGST by place of supply and rate, less credit
        notes, for the B2C part of GSTR-1.
      </p>
      <div className="flex flex-wrap items-end gap-4 text-sm">
        <label className="flex w-full flex-col gap-1 font-bold text-slate-800 sm:w-44">
          Month
          <input
            type="month"
            max={thisMonth}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className={adminInputClass}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          {GST_SUMMARY_FORMATS.map((format) => {
            const busy = download.isPending && download.variables.format === format;
            return (
              <button
                key={format}
                type="button"
                className={adminSecondaryButtonClass}
                disabled={download.isPending}
                aria-busy={busy || undefined}
                onClick={() => download.mutate({ format, month })}
              >
                {busy ? 'Loading...' : LABELS[format]}
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}
