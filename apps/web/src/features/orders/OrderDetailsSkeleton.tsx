import { LoadingShape } from '../../ui/LoadingShape';

/** The details page's shape in grey while the order loads, so nothing jumps when it arrives. */
export function OrderDetailsSkeleton() {
  return (
    <LoadingShape label="Loading your order" className="flex flex-col gap-8">
      <div className="flex flex-col gap-2.5">
        <div className="h-8 w-64 rounded-full bg-line" />
        <div className="h-4 w-40 rounded-full bg-line/70" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex gap-4 rounded-2xl border border-line bg-white p-4">
              <div className="size-16 shrink-0 rounded-xl bg-line sm:size-20" />
              <div className="flex flex-1 flex-col gap-2.5">
                <div className="h-4 w-48 rounded-full bg-line" />
                <div className="h-3.5 w-40 rounded-full bg-line/70" />
                <div className="h-5 w-24 rounded-full bg-line/70" />
              </div>
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-4">
          {[0, 1].map((panel) => (
            <div
              key={panel}
              className="flex flex-col gap-2.5 rounded-2xl border border-line bg-white p-5"
            >
              <div className="h-4 w-32 rounded-full bg-line" />
              <div className="h-3.5 w-48 rounded-full bg-line/70" />
              <div className="h-3.5 w-40 rounded-full bg-line/70" />
            </div>
          ))}
        </div>
      </div>
    </LoadingShape>
  );
}
