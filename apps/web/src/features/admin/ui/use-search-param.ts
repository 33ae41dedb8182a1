import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Wait this long after the last keystroke before the address (and so the list) changes. */
const SEARCH_DELAY_MS = 300;

/**
 * The search box of an admin list, kept in the address as ?search= (beside ?page=, see
 * page-param.ts), so a reload or a shared link shows the same rows. Typing writes the address once
 * it settles, replacing the entry (no history per keystroke) and going back to page 1; an address
 * changed from outside (Back) refills the box.
 */
export function useSearchParam() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const typed = useDebouncedValue(draft, SEARCH_DELAY_MS);

  useEffect(() => {
    if (typed.trim() === search.trim()) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (typed.trim()) updated.set('search', typed.trim());
        else updated.delete('search');
        return updated;
      },
      { replace: true },
    );
    // Only a settled change of the box should write the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    // Our own write (search equals what was typed) leaves the box alone, keystrokes and all.
    if (search.trim() !== typed.trim()) setDraft(search);
  }

  return { search: search.trim(), draft, setDraft };
}
