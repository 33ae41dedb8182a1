import { LoadingShape } from '../../ui/LoadingShape';

/** The list's shape in grey while the orders load, so nothing jumps when they arrive. */
export function OrdersSkeleton() {
  return (
    <LoadingShape label="Loading your orders" className="flex flex-col gap-4">
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          className="flex flex-col gap-2.5 rounded-2xl border border-line bg-white p-5"
        >
          <div className="h-4 w-48 rounded-full bg-line" />
          <div className="h-3.5 w-40 rounded-full bg-line/70" />
          <div className="h-3.5 w-64 rounded-full bg-line/70" />
        </div>
      ))}
    </LoadingShape>
  );
}
