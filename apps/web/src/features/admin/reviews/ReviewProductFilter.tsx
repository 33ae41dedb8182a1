import { productDisplayName } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { adminProductsKey, fetchAdminProduct } from '../catalog/products-admin-api';
import { ProductPicker } from '../promotions/ProductPicker';

interface ReviewProductFilterProps {
  productId: string | null;
  onChange: (productId: string | null) => void;
}

/** Nothing to tell a filter when its picker loses focus or is focused from outside. */
const ignore = () => undefined;

/**
 * The product whose reviews are listed: the back office's product picker (search, then choose),
 * with "All products" as its first choice. A product the address names is looked up by its id, so
 * its name shows even when the picker's first results do not hold it.
 */
export function ReviewProductFilter({ productId, onChange }: ReviewProductFilterProps) {
  const id = useId();
  const named = useQuery({
    queryKey: adminProductsKey.one(productId ?? ''),
    queryFn: ({ signal }) => fetchAdminProduct(productId ?? '', signal),
    enabled: productId !== null,
    staleTime: 60_000,
  });
  const current =
    productId === null
      ? null
      : {
          _id: productId,
          name: named.data
            ? `${productDisplayName(named.data)} (${named.data.brand})`
            : named.isError
              ? 'A product no longer found'
              : 'Loading the product…',
        };

  return (
    <ProductPicker
      id={id}
      name="product"
      value={productId ?? ''}
      onChange={(next) => onChange(next || null)}
      onBlur={ignore}
      inputRef={ignore}
      current={current}
      noneLabel="All products"
    />
  );
}
