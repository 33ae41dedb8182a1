import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';

export interface SuggestionComboboxControls {
  /** Whether the list is shown (the text is long enough and suggestions have arrived). */
  expanded: boolean;
  /** The option the arrow keys are on; -1 when none. */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** After a keystroke: show the list again, with no option picked yet. */
  reopen: () => void;
  collapse: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

interface ComboboxOptions {
  /** How many options the list would show; 0 while there is nothing to show. */
  optionCount: number;
  /** The options change as a whole (new suggestions): the arrow keys start again from the top. */
  optionsVersion: unknown;
  /** The popup and its field: a press anywhere else closes the list. */
  containerRef: RefObject<HTMLElement | null>;
  choose: (index: number) => void;
  /** Escape with the list already closed. */
  escapeClosed: () => void;
}

/**
 * The keyboard and pointer rules of a combobox with a listbox popup (WAI-ARIA 1.2 APG): focus
 * stays in the field while Down and Up move an active option through the list (wrapping round),
 * Enter opens the active option and closes the list (with none active it only closes it: the
 * full results are the page under the field), Escape closes the list and, once closed, hands
 * over to `escapeClosed`; Tab or a press outside closes it.
 */
export function useSuggestionCombobox({
  optionCount,
  optionsVersion,
  containerRef,
  choose,
  escapeClosed,
}: ComboboxOptions): SuggestionComboboxControls {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [seenVersion, setSeenVersion] = useState(optionsVersion);
  if (seenVersion !== optionsVersion) {
    setSeenVersion(optionsVersion);
    setActiveIndex(-1);
  }
  const expanded = open && optionCount > 0;

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        setOpen(false);
        setActiveIndex(-1);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, containerRef]);

  const collapse = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const reopen = () => {
    setOpen(true);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that settle an input method's composition are not the shopper's commands.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown': {
        if (optionCount === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActiveIndex(event.altKey ? -1 : 0);
        } else {
          setActiveIndex((activeIndex + 1) % optionCount);
        }
        return;
      }
      case 'ArrowUp': {
        if (!expanded) return;
        event.preventDefault();
        setActiveIndex(activeIndex <= 0 ? optionCount - 1 : activeIndex - 1);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        if (expanded && activeIndex >= 0) choose(activeIndex);
        collapse();
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (expanded) collapse();
        else escapeClosed();
        return;
      }
      case 'Tab':
        collapse();
        return;
    }
  };

  return { expanded, activeIndex, setActiveIndex, reopen, collapse, onKeyDown };
}
