import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a row is deleted, its buttons (one of which opened the dialog) are gone, and focus would
 * fall to the page's start. Once the dialog has closed and the page behind it can take focus
 * again, focus moves to `target` (the list's heading, with tabIndex -1) instead. Returns the call
 * that asks for it.
 */
export function useFocusAfterRemoval(
  target: RefObject<HTMLElement | null>,
  dialogOpen: boolean,
): () => void {
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current || dialogOpen) return;
    wanted.current = false;
    target.current?.focus();
  });
  return () => {
    wanted.current = true;
  };
}
