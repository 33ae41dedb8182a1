import { buttonClass } from './button-styles';

interface ErrorStateProps {
  /** What went wrong, in words a shopper understands. */
  message: string;
  onRetry: () => void;
  /** True while the retry is in flight, so a second click does nothing. */
  retrying?: boolean;
}

/** A friendly failure note with a Retry button, in place of content that could not load. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-white px-6 py-10 text-center"
    >
      <p className="max-w-md text-ink">
        <span className="block font-bold">We couldn’t load this just now.</span>
        <span className="text-ink-muted">{message}</span>
      </p>
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? 'Trying again…' : 'Retry'}
      </button>
    </div>
  );
}
