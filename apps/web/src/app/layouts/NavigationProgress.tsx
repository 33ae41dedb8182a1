/**
 * A thin coral line at the top while the next page's code is loading (it is part of a lazy
 * page's loading fallback), so a tap always gets a visible answer even on a slow connection.
 */
export function NavigationProgress() {
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-peach-soft"
    >
      <div className="h-full w-1/3 animate-[loading-slide_1.1s_ease-in-out_infinite] rounded-full bg-coral" />
    </div>
  );
}
