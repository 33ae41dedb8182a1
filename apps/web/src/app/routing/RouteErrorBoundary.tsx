import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../RouteErrorPage';

interface RouteErrorBoundaryProps {
  /** Where the shopper is: moving elsewhere clears the error and tries again. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  /** The resetKey the error happened at. */
  failedAt: string | undefined;
}

/**
 * Catches a page that fails to render or whose code cannot be loaded (a stale lazy chunk after a
 * deploy) and shows RouteErrorPage instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: undefined, failedAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage />;
  }
}
