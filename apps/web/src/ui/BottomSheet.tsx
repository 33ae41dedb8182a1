import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CloseIcon } from './icons/CloseIcon';
import { iconButtonClass } from './button-styles';
import { closeDialog, returnFocus, showDialog } from './native-dialog';

interface BottomSheetProps {
  /** Shown while true; the caller owns the state. */
  open: boolean;
  /** Names the sheet (its heading). */
  title: string;
  /** The label of the close button, e.g. 'Close filters'. */
  closeLabel: string;
  /** Escape, the backdrop, the close button. */
  onClose: () => void;
  /** A media query at which the sheet has no place (the page shows its content itself). */
  closeWhen?: string;
  /** Stays in view under the scrolling body: the sheet's buttons. */
  footer: ReactNode;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A panel that rises from the bottom of a phone's screen, on the native modal <dialog> like
 * ModalDialog: the page behind is inert and does not scroll, Tab goes round inside the sheet,
 * Escape and the backdrop close it, and focus goes back to whatever opened it.
 */
export function BottomSheet({
  open,
  title,
  closeLabel,
  onClose,
  closeWhen,
  footer,
  children,
}: BottomSheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A modal <dialog> does not stop the page under it from scrolling; this does.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    showDialog(dialog);
    closeRef.current?.focus();
    return () => {
      closeDialog(dialog);
      root.style.overflow = overflow;
      returnFocus(dialog, opener);
    };
  }, [open]);

  // Widened past the sheet's place while open: the page shows the content, so the sheet goes
  // (it would otherwise stay modal over an inert page).
  useEffect(() => {
    if (!open || !closeWhen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(closeWhen);
    const onChange = () => {
      if (query.matches) onClose();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, closeWhen, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // The browser's modal keeps focus off the page but lets it leave for the address bar; a sheet
    // that fills the screen reads better when Tab simply goes round.
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      // The browser closes on Escape by itself; keep the caller's state the one truth.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none flex-col rounded-t-3xl border border-b-0 border-line bg-white p-0 text-ink shadow-lift backdrop:bg-ink/45 open:flex"
    >
      {open ? (
        <>
          <div className="flex items-center justify-between gap-3 border-b border-line py-2 pr-2 pl-5">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className={iconButtonClass}
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-3">
            {children}
          </div>
          <div className="border-t border-line px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
