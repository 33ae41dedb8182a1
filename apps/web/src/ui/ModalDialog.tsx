import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { closeDialog, returnFocus, showDialog } from './native-dialog';

interface ModalDialogProps {
  /** Shown while true; the caller owns the state. */
  open: boolean;
  /** Names the dialog. */
  title: string;
  /** A sentence or two under the title; it describes the dialog. */
  description?: ReactNode;
  /** 'alertdialog' for a message that needs an answer before going on (a refusal, a warning). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus starts; the first button in the dialog when not given. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** True while the dialog's act is in flight: Escape and the backdrop leave it open. */
  busy?: boolean;
  /** Escape, a click on the backdrop, or the caller's own Cancel. */
  onClose: () => void;
  /** The body and the buttons. */
  children: ReactNode;
}

/**
 * The storefront's modal dialog (LOOK.md: confirmations open as accessible dialogs), in the
 * shop's colours. Built like ui/ConfirmDialog on the native <dialog> opened with showModal(): focus
 * stays inside, the page behind is inert, Escape closes it, and focus goes back to whatever opened
 * it.
 */
export function ModalDialog({
  open,
  title,
  description,
  role = 'dialog',
  initialFocusRef,
  busy = false,
  onClose,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect, so the dialog opens and closes in the same frame its content changes.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showDialog(dialog);
    (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('button'))?.focus();
    return () => {
      closeDialog(dialog);
      returnFocus(dialog, opener);
    };
  }, [open, initialFocusRef]);

  const requestClose = () => {
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The browser closes on Escape by itself; keep the caller's state the one truth.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        requestClose();
      }}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-0 text-ink shadow-lift backdrop:bg-ink/45"
    >
      {open ? (
        <div className="flex flex-col gap-3 p-6 sm:p-7">
          <h2 id={titleId} className="text-xl leading-snug font-bold">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="leading-relaxed text-ink-muted">
              {description}
            </div>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog: stacked on phones, side by side from `sm`. */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
  );
}
