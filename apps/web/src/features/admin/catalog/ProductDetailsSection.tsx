import type { ProductCategoryRef } from '@littleloom/shared';
import { useFormContext } from 'react-hook-form';
import { BoundField } from '../../../ui/BoundField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { adminInputClass } from '../ui/admin-styles';
import { CategorySelect } from './CategorySelect';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import type { ProductFormValues } from './product-form-values';
import { ProductFormSection } from './ProductFormSection';
import { useCategoryChoices } from './use-category-choices';

/** The product's name, category, description and brand; a failed category list can be retried. */
export function ProductDetailsSection({
  currentCategory,
}: {
  currentCategory: ProductCategoryRef | undefined;
}) {
  const form = useFormContext<ProductFormValues>();
  const { categories, options } = useCategoryChoices(currentCategory);
  return (
    <ProductFormSection title="Details">
      <TextField
        form={form}
        name="name"
        id="product-name"
        label="Name"
        autoComplete="off"
        className={adminInputClass}
      />
      <BoundField
        form={form}
        name="category"
        id="product-category"
        label="Category"
        error={categories.isError ? CATALOG_ADMIN_MSG.categoriesFetchFailed : undefined}
      >
        {(control) => <CategorySelect {...control} categories={categories} options={options} />}
      </BoundField>
      <TextAreaField
        form={form}
        name="description"
        id="product-description"
        label="Description"
        rows={5}
        className={`${adminInputClass} resize-y`}
      />
      <TextField
        form={form}
        name="brand"
        id="product-brand"
        label="Brand"
        autoComplete="off"
        className={adminInputClass}
      />
    </ProductFormSection>
  );
}
