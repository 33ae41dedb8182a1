import { useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { closeDialog, returnFocus, showDialog } from '../../../ui/native-dialog';
import { adminPrimaryButtonClass, adminSecondaryButtonClass } from '../ui/admin-styles';
import { AdminSubmitButton } from '../ui/AdminSubmitButton';

interface AdminFormDialogProps {
  /** Names the dialog and its form. */
  title: string;
  /** A sentence under the title; it describes the dialog. */
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  /** True while the form's request runs: Escape and Cancel wait, the submit is busy. */
  pending: boolean;
  /** False keeps the submit button from being used (nothing to save yet). */
  canSubmit?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The fields, above the buttons. */
  children: ReactNode;
}

/**
 * A small back-office form in a modal <dialog>, open while mounted (like the offer dialog): focus
 * starts on the field marked data-autofocus, else the chosen option or the first field and stays inside, Escape closes it unless a save
 * is running, and focus goes back to whatever opened it.
 */
export function AdminFormDialog({
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  canSubmit = true,
  onSubmit,
  onClose,
  children,
}: AdminFormDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showDialog(dialog);
    (
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('input:checked, input:not([type="radio"]), button')
    )?.focus();
    return () => {
      closeDialog(dialog);
      returnFocus(dialog, opener);
    };
  }, []);

  const requestClose = () => {
    if (!pending) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
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
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50"
    >
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={onSubmit}
        className="flex flex-col gap-4 p-5 text-sm sm:p-6"
      >
        <div>
          <h2 id={titleId} className="text-lg leading-snug font-bold">
            {title}
          </h2>
          <div id={descriptionId} className="text-slate-600">
            {description}
          </div>
        </div>
        {children}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={requestClose}
            disabled={pending}
            className={adminSecondaryButtonClass}
          >
            Cancel
          </button>
          {canSubmit ? (
            <AdminSubmitButton label={submitLabel} pendingLabel={pendingLabel} pending={pending} />
          ) : (
            <button type="submit" disabled className={adminPrimaryButtonClass}>
              {submitLabel}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
