import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { closeDialog, returnFocus, showDialog } from './native-dialog';

export type ConfirmDialogVariant = 'default' | 'destructive';

interface ConfirmDialogProps {
  /** Shown while true; the caller owns the state. */
  open: boolean;
  /** Names the thing and the act ("Block Asha Rao?"); it also labels the dialog. */
  title: string;
  /** What will happen, in a sentence or two; it describes the dialog. */
  description?: ReactNode;
  /** The confirm button's words ("Block", "Delete"). */
  confirmLabel: string;
  /** Shown on the confirm button while `pending` ("Blocking…"). */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Destructive acts get a red confirm button, and focus starts on Cancel. */
  variant?: ConfirmDialogVariant;
  /** True while the confirmed act is in flight: both buttons wait and the dialog stays open. */
  pending?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click on the backdrop. */
  onCancel: () => void;
  /** A field the act needs (a reason), between the description and the buttons. */
  children?: ReactNode;
}

/**
 * A modal question before an act that cannot be taken back lightly (LOOK.md: confirmations open
 * as accessible dialogs; destructive ones name the thing). Built on the native <dialog> opened
 * with showModal(): the browser keeps focus inside it, makes the page behind it inert and closes
 * it on Escape. Labelled by its title and described by its text. Focus goes back to whatever
 * opened it when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  variant = 'default',
  pending = false,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const destructive = variant === 'destructive';

  // A layout effect, so the dialog opens and closes in the same frame its content changes.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showDialog(dialog);
    // A careless Enter should not confirm a destructive act: start on Cancel for those.
    (destructive ? cancelRef : confirmRef).current?.focus();
    return () => {
      closeDialog(dialog);
      returnFocus(dialog, opener);
    };
  }, [open, destructive]);

  // Escape while the act is in flight must not leave it running unseen.
  const requestCancel = () => {
    if (!pending) onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The browser closes on Escape by itself; keep the caller's state the one truth.
      onCancel={(event) => {
        event.preventDefault();
        requestCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        requestCancel();
      }}
      // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) requestCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50"
    >
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg leading-snug font-bold">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="text-sm leading-relaxed text-slate-600">
            {description}
          </div>
        ) : null}
        {children}
        <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={requestCancel}
            disabled={pending}
            className="inline-flex min-h-10 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-bold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className={
              'inline-flex min-h-10 items-center justify-center rounded-lg px-4 text-sm font-bold text-white disabled:cursor-not-allowed disabled:opacity-70 ' +
              (destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-coral-strong hover:bg-coral-deep')
            }
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
