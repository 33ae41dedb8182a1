import { MSG } from '@littleloom/shared';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';

interface AccountBlockedDialogProps {
  onClose: () => void;
}

/**
 * 'Account Blocked' (storefront.md §8): a modal dialog, so focus moves into it, the page behind
 * is inert and Escape closes it.
 */
export function AccountBlockedDialog({ onClose }: AccountBlockedDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Browsers open it as a modal; where showModal is missing (older engines, jsdom) it still
    // shows, as a plain dialog.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    okRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-3xl border border-line bg-white p-6 text-ink shadow-lift backdrop:bg-ink/45 sm:p-8"
    >
      <div
        aria-hidden="true"
        className="mb-4 flex size-12 items-center justify-center rounded-full bg-peach-soft text-2xl"
      >
        <svg
          viewBox="0 0 24 24"
          width={26}
          height={26}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="text-coral-strong"
        >
          <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
          <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
        </svg>
      </div>
      <h2 id={titleId} className="text-xl font-bold">
        {MSG.accountBlockedTitle}
      </h2>
      <p id={textId} className="mt-2 text-ink-muted">
        {MSG.accountBlockedText}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link to="/contact" className={buttonClass('secondary')} onClick={onClose}>
          Contact support
        </Link>
        <button ref={okRef} type="button" className={buttonClass('primary')} onClick={onClose}>
          OK
        </button>
      </div>
    </dialog>
  );
}
