import type { CreditNoteSummary, PlacedOrder } from '@littleloom/shared';
import { buttonClass } from '../../ui/button-styles';
import { CreditNoteList } from '../../ui/CreditNoteList';
import { creditNotePath, downloadOrderFile } from './invoice-api';
import { orderDate } from './order-format';
import { OrderPanel } from './OrderPanel';
import { useCreditNotes } from './orders-api';

const DOWNLOAD_FAILED = 'Error downloading credit note.';

/**
 * The order's credit notes (items cancelled or returned after its invoice), each downloadable as
 * a PDF the way the invoice is. Nothing shows while there are none; a failed read offers Retry.
 */
export function CreditNotes({ order }: { order: PlacedOrder }) {
  const creditNotes = useCreditNotes(order);

  if (creditNotes.isError) {
    return (
      <OrderPanel title="Credit notes">
        <p className="text-ink-muted">The credit notes could not be loaded.</p>
        <button
          type="button"
          className={buttonClass('secondary', 'self-start')}
          disabled={creditNotes.isFetching}
          onClick={() => void creditNotes.refetch()}
        >
          Retry
        </button>
      </OrderPanel>
    );
  }
  if (!creditNotes.data?.length) return null;

  const download = (note: CreditNoteSummary) =>
    downloadOrderFile(
      creditNotePath(order._id, note._id),
      `credit-note-${note.number.replaceAll('/', '-')}.pdf`,
      DOWNLOAD_FAILED,
    );

  return (
    <OrderPanel title="Credit notes">
      <CreditNoteList
        creditNotes={creditNotes.data}
        formatDate={orderDate}
        onDownload={download}
        buttonClassName={buttonClass('secondary')}
        mutedClassName="text-ink-muted"
      />
    </OrderPanel>
  );
}
