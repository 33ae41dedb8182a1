import { MSG } from '@littleloom/shared';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';
import { LogoMark } from './Logo';
import { PageMeta } from './PageMeta';
import { useNotFoundStatus } from '../lib/page-status';

/**
 * Any path the shop does not know (storefront.md §2: '404 - Page Not Found'), and a collection of a
 * category it does not have. Drawn on the server, it answers 404.
 */
export function NotFoundPage() {
  useNotFoundStatus();
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <title>Page not found · Little Loom</title>
      <PageMeta noindex />
      <LogoMark size={88} className="-rotate-12" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {MSG.notFoundPage}
      </h1>
      <p className="mt-3 max-w-md text-lg text-ink-muted">
        This thread leads nowhere. The page may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        Back to home
      </Link>
    </div>
  );
}
