/** Files the API sends (invoices, reports), named and handed to the browser to save. */

/**
 * The file name a Content-Disposition header gives (`attachment; filename="invoice-LL-….pdf"`, or
 * the RFC 6266 `filename*=UTF-8''…` form, preferred when both are there). Null when there is none;
 * any folder part is dropped, so the name can only name a file.
 */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*[\w-]+'[\w-]*'([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header)?.slice(1).find(Boolean);
  const base = name?.trim().split(/[\\/]/).pop();
  return base ? base : null;
}

/** Hands a downloaded file to the browser to save, under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
