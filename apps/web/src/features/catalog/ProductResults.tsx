import type { ProductPage } from '@littleloom/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { ErrorState } from '../../ui/ErrorState';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { FIRST_ROW, ProductGrid, type GridColumns } from './ProductGrid';

interface ProductResultsProps {
  result: UseQueryResult<ProductPage>;
  columns: GridColumns;
  /** How many skeleton cards stand in while the first load runs. */
  skeletonCount: number;
  /** Whether the first row is likely on screen at load, so its images should not wait. */
  eagerFirstRow?: boolean;
  /** Shown when the list comes back empty. */
  empty: ReactNode;
}

/** A product list in its four states: loading (skeletons), failed (Retry), empty, and loaded. */
export function ProductResults({
  result,
  columns,
  skeletonCount,
  eagerFirstRow = false,
  empty,
}: ProductResultsProps) {
  if (result.isPending) {
    return (
      <ProductGrid columns={columns} busy label="Loading products">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </ProductGrid>
    );
  }

  if (result.isError) {
    return (
      <ErrorState
        message={errorMessage(result.error)}
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
