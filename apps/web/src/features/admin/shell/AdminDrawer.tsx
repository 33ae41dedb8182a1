import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { closeDialog, returnFocus, showDialog } from '../../../ui/native-dialog';
import { CloseIcon } from '../../../ui/icons/CloseIcon';

/** Tailwind's `lg`, where AdminShell shows the side menu instead. */
const WIDE_SCREEN = '(min-width: 64rem)';

interface AdminDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The admin menu on narrow screens: a panel from the left, on the native modal <dialog> (focus
 * stays inside, Escape and the backdrop close it, focus returns to the Menu button).
 */
export function AdminDrawer({ open, onClose, children }: AdminDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showDialog(dialog);
    closeRef.current?.focus();
    return () => {
      closeDialog(dialog);
      returnFocus(dialog, opener);
    };
  }, [open]);

  // Widened to the desktop layout while open: the side menu is back, so the drawer goes (it
  // would otherwise stay modal, invisible, over an inert page).
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, onClose]);

  return (
    <dialog
      ref={ref}
      aria-label="Admin menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/40 lg:hidden"
    >
      <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
        <span className="text-sm font-bold tracking-wide text-slate-500 uppercase">Menu</span>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div className="p-3">{children}</div>
    </dialog>
  );
}
