import type { ReviewActFailure } from './review-acts';

/** Why the server refused, inside the dialog that asked: announced as soon as it appears. */
export function ActFailure({ failure }: { failure: ReviewActFailure | null }) {
  if (!failure) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm">
      <p className="font-bold text-red-800">{failure.title}</p>
      {failure.detail && failure.detail !== failure.title ? (
        <p className="text-slate-700">{failure.detail}</p>
      ) : null}
    </div>
  );
}
