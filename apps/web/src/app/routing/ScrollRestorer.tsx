import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { wantsScrollKept } from '../../lib/keep-scroll';

const STORAGE_KEY = 'littleloom-scroll';

/** How far down each history entry was scrolled, by its location key (kept across a reload). */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, number][]) : [];
  } catch {
    return [];
  }
}

/**
 * New pages start at the top; Back and Forward return to where the shopper was; a link to
 * `#id` scrolls to it; a navigation with `keepScroll` state (a filter change) stays put. Renders
 * nothing. The browser's own restoration is off: it would jump before the page has rendered.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // A scroll event arrives a frame after it happens, by when the key is already the page's own.
    const remember = () => positions.set(currentKey.current, window.scrollY);
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
      } catch {
        // Private browsing may refuse storage; positions then last as long as the page.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!wantsScrollKept(location.state)) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
