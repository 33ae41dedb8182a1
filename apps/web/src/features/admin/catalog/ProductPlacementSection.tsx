import { useFormContext } from 'react-hook-form';
import { CheckboxField } from '../../../ui/CheckboxField';
import { TextField } from '../../../ui/TextField';
import { adminInputClass } from '../ui/admin-styles';
import type { ProductFormValues } from './product-form-values';
import { ProductFormSection } from './ProductFormSection';

const checkboxLabelClass = 'inline-flex min-h-10 items-center gap-2.5 font-bold text-slate-800';

/** How the product ranks, and whether it is a bestseller or featured. */
export function ProductPlacementSection() {
  const form = useFormContext<ProductFormValues>();
  return (
    <ProductFormSection
      title="Placement"
      hint="How the product ranks and where it is promoted in the shop."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="popularity"
          id="product-popularity"
          label="Popularity"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={adminInputClass}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <CheckboxField
          form={form}
          name="bestseller"
          id="product-bestseller"
          label="Bestseller"
          labelClassName={checkboxLabelClass}
        />
        <CheckboxField
          form={form}
          name="isFeatured"
          id="product-featured"
          label="Featured"
          labelClassName={checkboxLabelClass}
        />
      </div>
    </ProductFormSection>
  );
}
