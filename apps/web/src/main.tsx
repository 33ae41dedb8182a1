import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's own code first, so the first render shows the page rather than a loading state.
// (A promise, not a top-level await: with one, the bundler would split every module the entry
// shares with a page into a file of its own, to keep the page from waiting on the entry.)
void preloadPage(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
