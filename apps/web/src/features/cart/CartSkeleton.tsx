import { LoadingShape } from '../../ui/LoadingShape';

/** The cart page's shape in grey while the cart loads, so nothing jumps when it arrives. */
export function CartSkeleton() {
  return (
    <LoadingShape
      label="Loading your cart"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="flex flex-col gap-4">
        {[0, 1].map((line) => (
          <div
            key={line}
            className="flex gap-3 rounded-2xl border border-line bg-white p-3 sm:gap-5 sm:p-4"
          >
            <div className="size-20 shrink-0 rounded-xl bg-line sm:size-24" />
            <div className="flex flex-1 flex-col gap-2.5 pt-1">
              <div className="h-4 w-3/5 rounded-full bg-line" />
              <div className="h-3.5 w-20 rounded-full bg-line" />
              <div className="h-4 w-28 rounded-full bg-line" />
              <div className="mt-2 h-11 w-32 rounded-full bg-line" />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 sm:p-6">
        <div className="h-6 w-40 rounded-full bg-line" />
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="h-4 rounded-full bg-line/70" />
        ))}
        <div className="mt-3 h-11 rounded-full bg-line" />
      </div>
    </LoadingShape>
  );
}
