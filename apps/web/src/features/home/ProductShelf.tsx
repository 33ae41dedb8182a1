import type { SortOption } from '@littleloom/shared';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../ui/icons';
import { SectionHeading } from '../../ui/SectionHeading';
import { ProductResults } from '../catalog/ProductResults';
import { useProductList } from '../catalog/use-product-list';

interface ProductShelfProps {
  id: string;
  title: string;
  blurb: string;
  sort: SortOption;
  count: number;
  /** The first shelf on the page is near the fold: its pictures should not wait. */
  eager?: boolean;
}

/** A titled row of products on the home page with a link to see the rest. */
export function ProductShelf({ id, title, blurb, sort, count, eager = false }: ProductShelfProps) {
  const result = useProductList({ sort, limit: count });
  const headingId = `${id}-heading`;

  return (
    <section aria-labelledby={headingId} className="container-page mt-16 sm:mt-20">
      <div className="mb-8">
        <SectionHeading id={headingId} title={title}>
          {blurb}
        </SectionHeading>
      </div>
      <ProductResults
        result={result}
        columns="shelf"
        skeletonCount={count}
        eagerFirstRow={eager}
        empty={
          <p className="rounded-2xl border border-line bg-white px-6 py-10 text-center text-ink-muted">
            New pieces are on the loom. Please check back soon.
          </p>
        }
      />
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
