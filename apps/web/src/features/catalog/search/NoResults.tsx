import type { Product } from '@littleloom/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button-styles';
import { useActiveCategories } from '../categories-api';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';
import { categoryHref } from './collection-links';
import { SEARCH_INPUT_ID, useSearchBar } from './use-search-bar';

interface NoResultsProps {
  /** The text that found nothing. */
  search: string;
  /** The products closest to it, most alike first; empty when nothing came close. */
  closestMatches: readonly Product[];
}

/**
 * A search that found nothing: what was searched, the nearest products ("Did you mean"), the
 * shop's categories to browse instead, and a way to clear the search and type again.
 */
export function NoResults({ search, closestMatches }: NoResultsProps) {
  const { setText } = useSearchBar();
  const categories = useActiveCategories();
  const matchesHeadingId = useId();
  const categoriesHeadingId = useId();

  const clearSearch = () => {
    setText('');
    // Straight back into the field, ready for another word (the bar stays open).
    document.getElementById(SEARCH_INPUT_ID)?.focus();
  };

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-10 text-center">
        <p className="text-lg font-bold text-ink">No products found for “{search}”</p>
        <p className="text-ink-muted">Check the spelling, or try a shorter or more general word.</p>
        <button type="button" onClick={clearSearch} className={buttonClass('secondary', 'mt-2')}>
          Clear search
        </button>
      </div>

      {closestMatches.length > 0 ? (
        <section aria-labelledby={matchesHeadingId}>
          <h3 id={matchesHeadingId} className="mb-4 text-xl font-bold text-ink">
            Did you mean
          </h3>
          <ProductGrid columns="collection">
            {closestMatches.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </ProductGrid>
        </section>
      ) : null}

      {categories.data && categories.data.length > 0 ? (
        <nav aria-labelledby={categoriesHeadingId}>
          <h3 id={categoriesHeadingId} className="mb-3 text-xl font-bold text-ink">
            Browse by category
          </h3>
          <ul className="flex flex-wrap gap-2.5">
            {categories.data.map((category) => (
              <li key={category._id}>
                <Link
                  to={categoryHref(category._id)}
                  className="inline-flex min-h-11 items-center rounded-full border border-ink/20 bg-white px-5 font-bold text-ink hover:border-ink/60"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
