import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages and the back office are lazy chunks: the first test of a file to open one waits while
// the module graph is transformed, which on a busy two-core machine can pass the default second.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no scrolling; the app's ScrollRestorer calls it on every navigation. (The tooling's
// tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
