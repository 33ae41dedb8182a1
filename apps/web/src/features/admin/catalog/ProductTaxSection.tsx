import type { ProductCategoryRef } from '@littleloom/shared';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../ui/TextField';
import { adminHintClass, adminInputClass } from '../ui/admin-styles';
import type { ProductFormValues } from './product-form-values';
import { ProductFormSection } from './ProductFormSection';
import { useCategoryChoices } from './use-category-choices';

/** The HSN code, which falls back to the chosen category's when left empty. */
export function ProductTaxSection({
  currentCategory,
}: {
  currentCategory: ProductCategoryRef | undefined;
}) {
  const form = useFormContext<ProductFormValues>();
  const categoryHsn = useCategoryChoices(currentCategory).chosen?.hsnCode;
  return (
    <ProductFormSection
      title="Tax"
      hint="Prices include GST. Its rate follows the HSN code of the goods."
    >
      <TextField
        form={form}
        name="hsnCode"
        id="product-hsn"
        label="HSN code (optional)"
        hint={
          categoryHsn
            ? `Leave empty to use the category’s (${categoryHsn}).`
            : 'Leave empty to use the category’s.'
        }
        hintClassName={adminHintClass}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        className={`${adminInputClass} tabular-nums sm:max-w-60`}
      />
    </ProductFormSection>
  );
}
