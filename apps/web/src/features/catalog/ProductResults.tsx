import type { Product } from '@littleloom/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDeferredData } from '../../lib/deferred-data';
import { errorMessage } from '../../lib/api';
import { ErrorState } from '../../ui/ErrorState';
import { ProductCard } from './ProductCard';
import {
  FIRST_ROW,
  PHONE_ROW,
  ProductGrid,
  ProductGridSkeleton,
  type GridColumns,
} from './ProductGrid';

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
  // The cards are drawn in the background, the skeleton staying until they are ready.
  const data = useDeferredData(result.data);

  if (result.isError) {
    return (
      <ErrorState
        message={errorText ?? errorMessage(result.error)}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }

  if (data === undefined) {
    return <ProductGridSkeleton columns={columns} count={skeletonCount} />;
  }

  const { products } = data;
  if (products.length === 0) return <>{empty}</>;

  const eagerCount = eagerFirstRow ? FIRST_ROW[columns] : 0;
  return (
    <ProductGrid columns={columns} busy={result.isPlaceholderData || data !== result.data}>
      {products.map((product, index) => (
        <ProductCard
          key={product._id}
          product={product}
          eager={index < eagerCount}
          priority={index < Math.min(eagerCount, PHONE_ROW)}
        />
      ))}
    </ProductGrid>
  );
}
