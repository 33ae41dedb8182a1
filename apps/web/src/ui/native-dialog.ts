/** Opening and closing a native <dialog> the same way everywhere (ConfirmDialog, drawers). */

/**
 * Gives focus back to whatever opened the dialog. Browsers do this on close() already; this
 * covers the dialog being unmounted instead, and runs after React's commit, which otherwise puts
 * focus back on the element that had it when the commit began (a button inside the dialog).
 */
export function returnFocus(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  queueMicrotask(() => {
    const active = document.activeElement;
    const stranded = !active || active === document.body || dialog.contains(active);
    if (stranded && opener?.isConnected) opener.focus();
  });
}

/** showModal() where the browser has it; the open attribute where it does not (jsdom). */
export function showDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

export function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
