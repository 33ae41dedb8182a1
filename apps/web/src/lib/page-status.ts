import { createContext, useContext } from 'react';

/**
 * Given by the server's drawing of a page (src/shell/page-render.tsx): told when the page shows
 * that what was asked for does not exist, so the server answers 404 with it.
 */
export type MarkNotFound = () => void;

export const PageStatusContext = createContext<MarkNotFound | null>(null);

/**
 * Marks the page being drawn on the server as 'not found' (a mistyped address, a product or
 * category the shop does not have). Nothing happens in the browser, which has no status to set.
 */
export function useNotFoundStatus(): void {
  const markNotFound = useContext(PageStatusContext);
  // Called during the render on purpose: the server reads it once the drawing is done, and the
  // browser never provides the context.
  markNotFound?.();
}
