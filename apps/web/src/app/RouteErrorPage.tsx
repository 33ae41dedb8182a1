import { MSG } from '@littleloom/shared';
import { buttonClass } from '../ui/button-styles';
import { LogoMark } from '../ui/Logo';

/**
 * Shown when a page fails to render or its code cannot be loaded (for example a stale lazy chunk
 * after a deploy). Reloading fetches the current build, so that is what we offer.
 */
export function RouteErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <LogoMark size={72} />
      <h1 className="mt-6 text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-2 max-w-md text-ink-muted">{MSG.serverError}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
        <a href="/" className={buttonClass('secondary')}>
          Back to home
        </a>
      </div>
    </main>
  );
}
