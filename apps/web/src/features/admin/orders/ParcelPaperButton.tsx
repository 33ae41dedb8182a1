import { saveFile } from '../../../lib/download';
import { DownloadButton } from '../../../ui/DownloadButton';
import { adminFetchFile } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminSecondaryButtonClass } from '../ui/admin-styles';

interface ParcelPaperButtonProps {
  /** The API path of the PDF: a parcel's labelUrl or packingSlipUrl, or parcelLabelsPath's. */
  path: string;
  /** Saved under this name when the server gives none. */
  fallbackName: string;
  /** What a failure says above the server's reason. */
  failure: string;
  /** The parcel the paper belongs to, when the page shows several. */
  describedBy?: string;
  children: string;
}

/**
 * Print label and Packing slip on a parcel's card, and the labels of the parcels Ship selected
 * booked: the PDF is fetched with the admin's token (a plain link would go without it) and saved
 * under the server's name, as the invoice is.
 */
export function ParcelPaperButton({
  path,
  fallbackName,
  failure,
  describedBy,
  children,
}: ParcelPaperButtonProps) {
  const download = async () => {
    try {
      const { blob, filename } = await adminFetchFile(path, { Accept: 'application/pdf' });
      saveFile(blob, filename ?? fallbackName);
    } catch (error) {
      toastFailure(error, failure);
    }
  };

  return (
    <DownloadButton
      className={adminSecondaryButtonClass}
      onDownload={download}
      describedBy={describedBy}
    >
      {children}
    </DownloadButton>
  );
}
