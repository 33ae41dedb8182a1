import type { AdminOrder, CreditNoteSummary } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { saveFile } from '../../../lib/download';
import { CreditNoteList } from '../../../ui/CreditNoteList';
import { adminFetchFile } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { placedAt } from './order-labels';
import { adminOrdersKey, creditNotePath, fetchCreditNotes } from './orders-admin-api';

const DOWNLOAD_FAILED = 'Error downloading credit note.';

/** One credit note's PDF, saved under the server's name (credit-note-LLC-26-27-000001.pdf). */
async function downloadCreditNote(orderId: string, note: CreditNoteSummary): Promise<void> {
  try {
    const { blob, filename } = await adminFetchFile(creditNotePath(orderId, note._id), {
      Accept: 'application/pdf',
    });
    saveFile(blob, filename ?? `credit-note-${note.number.replaceAll('/', '-')}.pdf`);
  } catch (error) {
    toastFailure(error, DOWNLOAD_FAILED);
  }
}

/**
 * The order's credit notes (items cancelled or returned after its invoice), each downloadable.
 * An order without an invoice has none, so they are not asked for; with none, nothing shows.
 */
export function OrderCreditNotes({ order }: { order: AdminOrder }) {
  const headingId = useId();
  const creditNotes = useQuery({
    queryKey: adminOrdersKey.creditNotes(order._id),
    queryFn: ({ signal }) => fetchCreditNotes(order._id, signal),
    enabled: order.invoiceNumber !== null,
  });

  if (!creditNotes.isError && !creditNotes.data?.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-900 shadow-xs sm:p-5"
    >
      <h2 id={headingId} className="mb-3 text-base font-bold">
        Credit notes
      </h2>
      {creditNotes.data ? (
        <CreditNoteList
          creditNotes={creditNotes.data}
          formatDate={placedAt}
          onDownload={(note) => downloadCreditNote(order._id, note)}
          buttonClassName={adminSecondaryButtonClass}
          mutedClassName="text-slate-600"
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-600">The credit notes could not be loaded.</p>
          <button
            type="button"
            className={adminSecondaryButtonClass}
            disabled={creditNotes.isFetching}
            onClick={() => void creditNotes.refetch()}
          >
            Retry
          </button>
        </div>
      )}
    </section>
  );
}
