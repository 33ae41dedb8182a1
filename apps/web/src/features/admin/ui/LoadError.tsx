import { serverMessageOr } from '../admin-api';
import { adminSecondaryButtonClass } from './admin-styles';

interface LoadErrorProps {
  /** The spec's words for the failed load. */
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** In place of a list that could not load: what failed, the server's reason, and Retry. */
export function LoadError({ title, error, retrying, onRetry }: LoadErrorProps) {
  const detail = serverMessageOr(error, title);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-5 text-sm"
    >
      <p>
        <span className="block font-bold text-red-800">{title}</span>
        {detail !== title ? <span className="text-slate-700">{detail}</span> : null}
      </p>
      <button
        type="button"
        className={adminSecondaryButtonClass}
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? 'Trying again…' : 'Retry'}
      </button>
    </div>
  );
}
