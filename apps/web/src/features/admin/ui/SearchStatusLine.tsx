import { adminSecondaryButtonClass } from './admin-styles';

interface SearchStatusLineProps {
  /** The search box names this line in its aria-describedby. */
  id: string;
  /** What the list under the search box offers now, read out as it changes. */
  status: string;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** The line under a back-office product search, and Retry when the search could not be read. */
export function SearchStatusLine({ id, status, failed, retrying, onRetry }: SearchStatusLineProps) {
  return (
    <>
      <p id={id} aria-live="polite" className="text-xs text-slate-600">
        {status}
      </p>
      {failed ? (
        <div>
          <button
            type="button"
            onClick={onRetry}
            disabled={retrying}
            className={adminSecondaryButtonClass}
          >
            {retrying ? 'Trying again…' : 'Retry'}
          </button>
        </div>
      ) : null}
    </>
  );
}
