/**
 * Says what the cart changed on its own (a line dropped or lowered for want of stock, a coupon
 * that stopped applying): every cart reply carries these `notices`, in words to show as they are.
 *
 * The toast library is imported on demand: the header reads the cart on every page, and that code
 * is part of the first download, which should not carry sonner (ARCHITECTURE §11 budget).
 */
export function announceCartNotices(notices: readonly string[]): void {
  if (notices.length === 0) return;
  void import('sonner').then(({ toast }) => {
    // The notice is its own id: the same words from two replies in a row show once.
    for (const notice of notices) toast.warning(notice, { id: notice });
  });
}
