import type { Product } from '@littleloom/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { ErrorState } from '../../ui/ErrorState';
import { ProductCard } from './ProductCard';
import { FIRST_ROW, ProductGrid, ProductGridSkeleton, type GridColumns } from './ProductGrid';

/** Anything that carries a list of products: a page of the catalogue, the best sellers. */
export interface ProductListResult {
  products: Product[];
}

interface ProductResultsProps {
  result: UseQueryResult<ProductListResult>;
  columns: GridColumns;
  /** How many skeleton cards stand in while the first load runs. */
  skeletonCount: number;
  /** Whether the first row is likely on screen at load, so its images should not wait. */
  eagerFirstRow?: boolean;
  /** Shown when the list comes back empty. */
  empty: ReactNode;
  /** The failure text, when the spec words it for this list; otherwise the server's message. */
  errorText?: string;
}

/** A product list in its four states: loading (skeletons), failed (Retry), empty, and loaded. */
export function ProductResults({
  result,
  columns,
  skeletonCount,
  eagerFirstRow = false,
  empty,
  errorText,
}: ProductResultsProps) {
  if (result.isPending) {
    return <ProductGridSkeleton columns={columns} count={skeletonCount} />;
  }

  if (result.isError) {
    return (
      <ErrorState
        message={errorText ?? errorMessage(result.error)}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }

  const { products } = result.data;
  if (products.length === 0) return <>{empty}</>;

  const eagerCount = eagerFirstRow ? FIRST_ROW[columns] : 0;
  return (
    <ProductGrid columns={columns} busy={result.isPlaceholderData}>
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < eagerCount} />
      ))}
    </ProductGrid>
  );
}
