import { createContext, useContext } from 'react';
import { useIsPrerender } from './is-prerender';

/**
 * A page the server drew with its data (src/shell/page-render.tsx) rather than the build's
 * data-less prerender: the browser's first render shows that data too, and adopts the page as is.
 */
export interface PageFromServer {
  /** The shop's public address (the server's PUBLIC_URL), for canonical links and structured data. */
  origin: string;
}

export const PageFromServerContext = createContext<PageFromServer | null>(null);

/** Whether this render draws, or adopts, a page the server drew with its data. */
export function useIsPageFromServer(): boolean {
  return useContext(PageFromServerContext) !== null;
}

/**
 * The shop's address for links that must be absolute (canonical, structured data, share
 * pictures): the server's own word on a page it drew, the browser's once the app runs, and none
 * in the build's prerender, which serves many addresses and knows none of them.
 */
export function useShopOrigin(): string | undefined {
  const fromServer = useContext(PageFromServerContext);
  const prerender = useIsPrerender();
  if (fromServer) return fromServer.origin;
  return prerender ? undefined : window.location.origin;
}
