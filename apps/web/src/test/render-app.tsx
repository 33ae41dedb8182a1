import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  startTransition,
  useLayoutEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  // What MemoryRouter itself is built on; used here so a test can read the history directly.
  UNSAFE_createMemoryHistory as createMemoryHistory,
  Router,
  type Location,
  type NavigationType,
} from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { ScrollRestorer } from '../app/routing/ScrollRestorer';

type MemoryHistory = ReturnType<typeof createMemoryHistory>;

/** A fresh cache per test, without retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/**
 * What a test reads of the router: where the app is and how it got there (as soon as the app asks
 * to go somewhere, before React has drawn it, as a browser's address bar would), and a way to move.
 */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: string | number): Promise<void>;
}

/** BrowserRouter's workings over an in-memory history the test can read. */
function MemoryHistoryRouter({
  history,
  children,
}: {
  history: MemoryHistory;
  children: ReactNode;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

function memoryRouter(path: string): { router: TestRouter; history: MemoryHistory } {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    async navigate(to) {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
    },
  };
  return { router, history };
}

/** The whole app (real routes, layout and providers) at `path`. */
export function renderApp(path: string) {
  const { router, history } = memoryRouter(path);
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryHistoryRouter history={history}>
        <ScrollRestorer />
        <AppRoutes />
      </MemoryHistoryRouter>
    </AppProviders>,
  );
  return { ...view, router };
}

/** One component inside providers and a router, for components that use links or queries. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const { router, history } = memoryRouter(path);
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <MemoryHistoryRouter history={history}>{ui}</MemoryHistoryRouter>
    </AppProviders>,
  );
  return { ...view, router };
}
