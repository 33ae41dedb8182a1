import { ORDER_DETAIL_MESSAGES, type PlacedOrder } from '@littleloom/shared';
import { buttonClass } from '../../ui/button-styles';
import { DownloadButton } from '../../ui/DownloadButton';
import { downloadOrderFile, invoicePath } from './invoice-api';

/**
 * Download Invoice (storefront.md §2, order details): the server's PDF, saved under the name it
 * gives (invoice-LL-2611-00042.pdf). A failure says 'Error downloading invoice.' (§8).
 */
export function InvoiceButton({ order }: { order: PlacedOrder }) {
  return (
    <DownloadButton
      className={buttonClass('secondary')}
      onDownload={() =>
        downloadOrderFile(
          invoicePath(order._id),
          `invoice-${order.orderNumber}.pdf`,
          ORDER_DETAIL_MESSAGES.invoiceFailed,
        )
      }
    >
      Download Invoice
    </DownloadButton>
  );
}
