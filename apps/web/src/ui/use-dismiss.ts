import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (menu, dropdown) on Escape or on a pointer press outside `containerRef`.
 * Escape also hands focus back to `returnFocusRef`, so keyboard users are not left stranded.
 */
export function useDismiss(
  isOpen: boolean,
  onDismiss: () => void,
  containerRef: RefObject<HTMLElement | null>,
  returnFocusRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      returnFocusRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        onDismiss();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, onDismiss, containerRef, returnFocusRef]);
}
