import { useState } from 'react';

/**
 * The orders ticked on the list's page. Only orders on the page count: what is sent is what the
 * admin sees ticked, and turning the page or narrowing the list leaves the others behind.
 */
export function useOrderSelection(pageIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const selected = pageIds.filter((id) => ticked.has(id));
  const allSelected = pageIds.length > 0 && selected.length === pageIds.length;

  return {
    /** The ticked orders on the page, in the page's order. */
    selected,
    isSelected: (id: string) => ticked.has(id),
    toggle: (id: string) =>
      setTicked((now) => {
        const next = new Set(now);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    allSelected,
    /** Some but not all: the select-all box shows a dash. */
    someSelected: selected.length > 0 && !allSelected,
    /** Ticks every order on the page, or unticks them all when they already are. */
    toggleAll: () => setTicked(allSelected ? new Set() : new Set(pageIds)),
    clear: () => setTicked(new Set()),
  };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
