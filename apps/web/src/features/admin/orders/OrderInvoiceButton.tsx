import { ORDER_DETAIL_MESSAGES, type AdminOrder } from '@littleloom/shared';
import { saveFile } from '../../../lib/download';
import { DownloadButton } from '../../../ui/DownloadButton';
import { adminFetchFile } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { invoicePath } from './orders-admin-api';

/**
 * Download Invoice on the back office's order page: the same file the shopper downloads (the tax
 * invoice as issued once the order ships, an order summary before), fetched with the admin's
 * token and saved under the server's name (invoice-LL-2611-00042.pdf).
 */
export function OrderInvoiceButton({ order }: { order: AdminOrder }) {
  const download = async () => {
    try {
      const { blob, filename } = await adminFetchFile(invoicePath(order._id), {
        Accept: 'application/pdf',
      });
      saveFile(blob, filename ?? `invoice-${order.orderNumber}.pdf`);
    } catch (error) {
      toastFailure(error, ORDER_DETAIL_MESSAGES.invoiceFailed);
    }
  };

  return (
    <DownloadButton className={adminSecondaryButtonClass} onDownload={download}>
      Download Invoice
    </DownloadButton>
  );
}
