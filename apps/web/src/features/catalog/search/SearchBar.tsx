import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CloseIcon, SearchIcon } from '../../../ui/icons';
import { iconButtonClass } from '../../../ui/button-styles';
import { hasSuggestibleLength, useSearchSuggestions } from './search-suggestions-api';
import {
  optionHref,
  suggestionCount,
  suggestionOptions,
  type SuggestionOption,
} from './suggestion-options';
import { SuggestionList, suggestionOptionId } from './SuggestionList';
import { SEARCH_BAR_ID, SEARCH_INPUT_ID, useSearchBar, wantsSearchFocus } from './use-search-bar';
import { useSuggestionCombobox } from './use-suggestion-combobox';

/**
 * The search field under the header on collection pages, with suggestions as the shopper types.
 * While the shopper types it shows its own copy of the text, so typing stays instant (URL updates
 * go through the router a moment later), and writes every change to `?search=`; the page
 * debounces before it asks the server. Out of the field it shows the URL's text, so a change made
 * elsewhere ("Clear search", Back) shows here too.
 */
export function SearchBar() {
  const { text, setText, close } = useSearchBar();
  const { state } = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(text);
  const [typing, setTyping] = useState(false);
  const shownText = typing ? draft : text;
  const inputRef = useRef<HTMLInputElement>(null);
  const comboboxRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const focusOnOpen = wantsSearchFocus(state);

  useEffect(() => {
    // Only when the shopper opened the bar; a shared link with ?search= should not pop a keyboard.
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  const long = hasSuggestibleLength(shownText);
  const { suggestions, settled } = useSearchSuggestions(shownText);
  const options = useMemo<SuggestionOption[]>(
    () => (suggestions && long ? suggestionOptions(suggestions, shownText) : []),
    [suggestions, long, shownText],
  );

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    const href = optionHref(option);
    // "See all results" only closes the list: the results for the text are already under it.
    if (href !== null) void navigate(href);
  };

  const combobox = useSuggestionCombobox({
    optionCount: options.length,
    optionsVersion: suggestions,
    containerRef: comboboxRef,
    choose,
    escapeClosed: () => {
      if (shownText === '') {
        close();
        return;
      }
      setDraft('');
      setTyping(true);
      setText('');
    },
  });
  const { expanded, activeIndex } = combobox;

  useEffect(() => {
    // The list scrolls on short screens: keep the option the arrow keys reach in view.
    if (expanded && activeIndex >= 0) {
      document
        .getElementById(suggestionOptionId(listId, activeIndex))
        ?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [expanded, activeIndex, listId]);

  const count = suggestions ? suggestionCount(suggestions) : 0;
  const announcement =
    expanded && settled
      ? count === 0
        ? 'No suggestions'
        : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`
      : '';

  return (
    <div id={SEARCH_BAR_ID} className="relative border-b border-line bg-white/70">
      <div role="search" className="container-page flex items-center justify-center gap-2 py-3">
        <div ref={comboboxRef} className="w-full max-w-xl sm:relative">
          <div className="flex items-center gap-2 rounded-full border border-ink/20 bg-white px-4 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-coral-strong">
            <SearchIcon size={20} className="shrink-0 text-ink-muted" />
            <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
              Search products
            </label>
            <input
              ref={inputRef}
              id={SEARCH_INPUT_ID}
              type="search"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={
                expanded && activeIndex >= 0 ? suggestionOptionId(listId, activeIndex) : undefined
              }
              value={shownText}
              onChange={(event) => {
                setDraft(event.target.value);
                setTyping(true);
                setText(event.target.value);
                combobox.reopen();
              }}
              onBlur={() => setTyping(false)}
              onClick={() => {
                if (!expanded) combobox.reopen();
              }}
              onKeyDown={combobox.onKeyDown}
              placeholder="Search by name, brand or category…"
              autoComplete="off"
              enterKeyHint="search"
              // Close search beside it already clears the text (closing drops the filter): the
              // browser's own clear button would be a second cross, one a keyboard cannot reach.
              className="min-h-11 w-full bg-transparent text-base text-ink placeholder:text-ink-muted focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
          </div>
          <SuggestionList
            id={listId}
            expanded={expanded}
            options={options}
            activeIndex={activeIndex}
            onActivate={combobox.setActiveIndex}
            onChoose={(index) => {
              choose(index);
              combobox.collapse();
            }}
          />
        </div>
        <button type="button" onClick={close} aria-label="Close search" className={iconButtonClass}>
          <CloseIcon size={20} />
        </button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
