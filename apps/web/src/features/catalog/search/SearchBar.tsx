import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, SearchIcon } from '../../../ui/icons';
import { iconButtonClass } from '../../../ui/button-styles';
import { SEARCH_BAR_ID, useSearchBar, wantsSearchFocus } from './use-search-bar';

/**
 * The search field under the header on collection pages. It keeps its own copy of the text so
 * typing stays instant (URL updates go through the router asynchronously) and writes every change
 * to `?search=`; the page debounces before it asks the server.
 */
export function SearchBar() {
  const { text, setText, close } = useSearchBar();
  const { state } = useLocation();
  const [draft, setDraft] = useState(text);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusOnOpen = wantsSearchFocus(state);

  useEffect(() => {
    // Only when the shopper opened the bar; a shared link with ?search= should not pop a keyboard.
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  return (
    <div id={SEARCH_BAR_ID} className="border-b border-line bg-white/70">
      <div role="search" className="container-page flex items-center justify-center gap-2 py-3">
        <div className="flex w-full max-w-xl items-center gap-2 rounded-full border border-ink/20 bg-white px-4 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-coral-strong">
          <SearchIcon size={20} className="shrink-0 text-ink-muted" />
          <label htmlFor="site-search-input" className="sr-only">
            Search products
          </label>
          <input
            ref={inputRef}
            id="site-search-input"
            type="search"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setText(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            placeholder="Search by name, brand or category…"
            autoComplete="off"
            enterKeyHint="search"
            // Close search beside it already clears the text (closing drops the filter): the
            // browser's own clear button would be a second cross, one a keyboard cannot reach.
            className="min-h-11 w-full bg-transparent text-base text-ink placeholder:text-ink-muted focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
        <button type="button" onClick={close} aria-label="Close search" className={iconButtonClass}>
          <CloseIcon size={20} />
        </button>
      </div>
    </div>
  );
}
