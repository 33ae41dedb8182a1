interface StarBarsProps {
  starCounts: { stars: number; count: number }[];
  reviewCount: number;
}

/** A bar per star level, five stars first, each with its share of the reviews. */
export function StarBars({ starCounts, reviewCount }: StarBarsProps) {
  const levels = [...starCounts].sort((a, b) => b.stars - a.stars);
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Reviews by stars">
      {levels.map(({ stars, count }) => {
        const share = reviewCount > 0 ? Math.round((count / reviewCount) * 100) : 0;
        return (
          <li key={stars} className="flex items-center gap-3 text-sm">
            <span className="w-14 shrink-0 text-ink">
              {stars === 1 ? '1 star' : `${stars} stars`}
            </span>
            <span className="h-2 flex-1 overflow-hidden rounded-full bg-ink/10" aria-hidden="true">
              <span
                className="block h-full rounded-full bg-sunshine"
                style={{ width: `${share}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right text-ink-muted">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}
