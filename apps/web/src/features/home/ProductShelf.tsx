import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../ui/icons';
import { SectionHeading } from '../../ui/SectionHeading';
import { ProductGridSkeleton } from '../catalog/ProductGrid';
import type { ProductListResult } from '../catalog/ProductResults';

/**
 * The cards are drawn by code shared with the collection and product pages, fetched after the
 * first render (ARCHITECTURE §11 budget) while the shelf's request is already on its way; the
 * skeleton grid stands in until both have arrived, so nothing moves.
 */
const ProductResults = lazy(() =>
  import('../catalog/ProductResults').then((m) => ({ default: m.ProductResults })),
);

interface ProductShelfProps {
  id: string;
  title: string;
  blurb: string;
  result: UseQueryResult<ProductListResult>;
  count: number;
  /** What an empty shelf says. */
  emptyText: string;
  /** The failure text when the spec words it; otherwise the server's message. */
  errorText?: string;
  /** The first shelf on the page is near the fold: its pictures should not wait. */
  eager?: boolean;
}

/** A titled row of products on the home page with a link to see the rest. */
export function ProductShelf({
  id,
  title,
  blurb,
  result,
  count,
  emptyText,
  errorText,
  eager = false,
}: ProductShelfProps) {
  const headingId = `${id}-heading`;

  return (
    <section aria-labelledby={headingId} className="container-page mt-16 sm:mt-20">
      <div className="mb-8">
        <SectionHeading id={headingId} title={title}>
          {blurb}
        </SectionHeading>
      </div>
      <Suspense fallback={<ProductGridSkeleton columns="shelf" count={count} />}>
        <ProductResults
          result={result}
          columns="shelf"
          skeletonCount={count}
          eagerFirstRow={eager}
          errorText={errorText}
          empty={
            <p className="rounded-2xl border border-line bg-white px-6 py-10 text-center text-ink-muted">
              {emptyText}
            </p>
          }
        />
      </Suspense>
      <div className="mt-8 flex justify-center">
        <Link
          to="/collection"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-bold text-coral-strong underline-offset-4 hover:underline"
        >
          See all products
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
