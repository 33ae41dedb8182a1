import { ORDER_DETAIL_MESSAGES, type PlacedOrder } from '@littleloom/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../ui/button-styles';
import { Spinner } from '../../ui/Spinner';
import { endedSession } from '../accounts/auth-fetch';
import { fetchInvoice, saveFile } from './invoice-api';

/**
 * Download Invoice (storefront.md §2, order details): the server's PDF, saved under the name it
 * gives (invoice-LL-2611-00042.pdf). A failure says 'Error downloading invoice.' (§8).
 */
export function InvoiceButton({ order }: { order: PlacedOrder }) {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      const { blob, filename } = await fetchInvoice(order._id);
      saveFile(blob, filename ?? `invoice-${order.orderNumber}.pdf`);
    } catch (error) {
      // An ended session is already on its way to /login or 'Account Blocked'.
      if (!endedSession(error)) toast.error(ORDER_DETAIL_MESSAGES.invoiceFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      disabled={downloading}
      aria-busy={downloading || undefined}
      onClick={() => void download()}
    >
      {downloading ? <Spinner /> : null}
      {downloading ? 'Downloading…' : 'Download Invoice'}
    </button>
  );
}
