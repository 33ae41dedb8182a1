/** A grey stand-in with the card's exact shape, so nothing moves when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse">
      <div className="aspect-square rounded-2xl bg-line" />
      <div className="mt-3 px-0.5">
        <div className="h-4 py-0.5">
          <div className="h-full w-1/3 rounded-full bg-line" />
        </div>
        {/* A flex column, so the bars' spacing cannot collapse into the margin above. */}
        <div className="mt-0.5 flex min-h-[2lh] flex-col gap-2 pt-1 leading-snug">
          <div className="h-3.5 w-4/5 rounded-full bg-line" />
          <div className="h-3.5 w-1/2 rounded-full bg-line" />
        </div>
        <div className="mt-1 flex h-[1.6rem] items-center">
          <div className="h-4 w-2/5 rounded-full bg-line" />
        </div>
        {/* The colour row (CardColours), held even when a card has none. */}
        <div className="mt-1.5 h-5" />
      </div>
    </div>
  );
}
