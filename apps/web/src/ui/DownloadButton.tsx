import { useState, type ReactNode } from 'react';
import { Spinner } from './Spinner';

interface DownloadButtonProps {
  /** Fetches and saves the file; it says itself what went wrong, so it never throws. */
  onDownload: () => Promise<void>;
  className: string;
  children: ReactNode;
  /** What the button is about when its words alone do not say (a credit note's number). */
  describedBy?: string;
}

/**
 * A button that downloads a file (an invoice, a credit note): it waits, saying so, while the file
 * comes, and a second press meanwhile does nothing.
 */
export function DownloadButton({
  onDownload,
  className,
  children,
  describedBy,
}: DownloadButtonProps) {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      await onDownload();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      disabled={downloading}
      aria-busy={downloading || undefined}
      aria-describedby={describedBy}
      onClick={() => void download()}
    >
      {downloading ? <Spinner /> : null}
      {downloading ? 'Downloading…' : children}
    </button>
  );
}
