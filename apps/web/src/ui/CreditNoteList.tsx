import { formatRupees, type CreditNoteSummary } from '@littleloom/shared';
import { useId } from 'react';
import { DownloadButton } from './DownloadButton';

/** Why a credit note was issued, in words. */
export const CREDIT_NOTE_REASON_LABELS: Record<CreditNoteSummary['reason'], string> = {
  cancelled: 'Cancelled items',
  returned: 'Returned items',
};

interface CreditNoteListProps {
  creditNotes: CreditNoteSummary[];
  /** The date as the page around it writes dates. */
  formatDate: (iso: string) => string;
  onDownload: (creditNote: CreditNoteSummary) => Promise<void>;
  /** The page's own quiet button, and its muted text colour. */
  buttonClassName: string;
  mutedClassName: string;
}

/**
 * An order's credit notes (items cancelled or returned after its invoice), each with its number,
 * why it was issued, when, what it takes back, and a Download button for its PDF. Shared by the
 * shopper's order page and the back office's, which give it their own button and colours.
 */
export function CreditNoteList({
  creditNotes,
  formatDate,
  onDownload,
  buttonClassName,
  mutedClassName,
}: CreditNoteListProps) {
  const idPrefix = useId();
  return (
    <ul className="flex flex-col gap-3">
      {creditNotes.map((note, index) => {
        const numberId = `${idPrefix}-${index}`;
        return (
          <li
            key={note._id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
          >
            <div className="min-w-0">
              <p id={numberId} className="font-bold break-all">
                {note.number}
              </p>
              <p className={`text-sm ${mutedClassName}`}>
                {CREDIT_NOTE_REASON_LABELS[note.reason]} · {formatDate(note.issuedAt)}
              </p>
              <p className="font-bold tabular-nums">{formatRupees(note.amount)}</p>
            </div>
            <DownloadButton
              className={buttonClassName}
              describedBy={numberId}
              onDownload={() => onDownload(note)}
            >
              Download
            </DownloadButton>
          </li>
        );
      })}
    </ul>
  );
}
