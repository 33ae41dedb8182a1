import type { ParcelField, ProductCategoryRef } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  adminCategoriesKey,
  fetchActiveCategories,
  type AdminCategory,
} from './categories-admin-api';
import type { ProductFormValues } from './product-form-values';

/** A choice of category; one no longer active has no HSN code or parcel figures to show. */
export type CategoryChoice = Pick<AdminCategory, '_id' | 'name'> &
  Partial<Pick<AdminCategory, 'hsnCode' | ParcelField>>;

/**
 * The categories a product may be put in, and the one the product form has chosen (its HSN code
 * and parcel figures are what empty fields fall back to). The product's own category stays a
 * choice even when it is no longer active.
 */
export function useCategoryChoices(currentCategory: ProductCategoryRef | undefined) {
  const categories = useQuery({
    queryKey: adminCategoriesKey.active,
    queryFn: ({ signal }) => fetchActiveCategories(signal),
    staleTime: 60_000,
  });
  const options: CategoryChoice[] = [...(categories.data ?? [])];
  if (currentCategory && !options.some((c) => c._id === currentCategory._id)) {
    options.unshift({ _id: currentCategory._id, name: `${currentCategory.name} (not active)` });
  }
  const { control } = useFormContext<ProductFormValues>();
  const chosenId = useWatch({ control, name: 'category' });
  const chosen = options.find((c) => c._id === chosenId);
  return { categories, options, chosen };
}

/** A category's parcel figures, when the list of categories gave them all. */
export function knownParcel(category: CategoryChoice) {
  const { weightGrams, lengthCm, breadthCm, heightCm } = category;
  return weightGrams === undefined ||
    lengthCm === undefined ||
    breadthCm === undefined ||
    heightCm === undefined
    ? undefined
    : { weightGrams, lengthCm, breadthCm, heightCm };
}
