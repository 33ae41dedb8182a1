import { useEffect, useRef, type RefObject } from 'react';

/**
 * After an act on an order, the control that started it may be gone (a cancelled item has no
 * Cancel button, a refunded order no Process Refund), and focus would fall to the page's start.
 * When the act is over (`busy` turns false: no dialog, nothing in flight), focus that fell to the
 * body moves to `target` instead, a heading with tabIndex -1.
 */
export function useRefocusAfterAct(target: RefObject<HTMLElement | null>, busy: boolean): void {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended) return;
    // The dialog gives focus back to its opener in a microtask (native-dialog.ts): look after it.
    queueMicrotask(() => {
      const active = document.activeElement;
      if (!active || active === document.body) target.current?.focus();
    });
  }, [busy, target]);
}
