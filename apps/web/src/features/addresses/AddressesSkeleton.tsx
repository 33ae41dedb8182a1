import { LoadingShape } from '../../ui/LoadingShape';

/** The list's shape in grey while the addresses load, so nothing jumps when they arrive. */
export function AddressesSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <LoadingShape label="Loading your addresses" className="flex flex-col gap-4">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex flex-col gap-2 rounded-2xl border border-line p-5">
          <div className="h-4 w-40 rounded-full bg-line" />
          <div className="h-3.5 w-3/5 rounded-full bg-line/70" />
          <div className="h-3.5 w-2/5 rounded-full bg-line/70" />
          <div className="h-3.5 w-32 rounded-full bg-line/70" />
        </div>
      ))}
    </LoadingShape>
  );
}
