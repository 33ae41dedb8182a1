import { useFormContext } from 'react-hook-form';
import { shopToday } from '../../../lib/shop-time';
import { TextField } from '../../../ui/TextField';
import { adminHintClass, adminInputClass } from '../ui/admin-styles';
import type { ProductFormValues } from './product-form-values';
import { ProductFormSection } from './ProductFormSection';

/** The price, an optional sale price and the day the sale ends. */
export function ProductPriceSection() {
  const form = useFormContext<ProductFormValues>();
  return (
    <ProductFormSection
      title="Price"
      hint="In rupees. A sale price, when set, is what shoppers pay."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          form={form}
          name="price"
          id="product-price"
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className={adminInputClass}
        />
        <TextField
          form={form}
          name="discountPrice"
          id="product-sale-price"
          label="Sale price (₹, optional)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          className={adminInputClass}
        />
        <TextField
          form={form}
          name="saleEndsOn"
          id="product-sale-ends"
          label="Sale ends (optional)"
          hint="The sale price holds to the end of this day, India time."
          hintClassName={adminHintClass}
          type="date"
          min={shopToday()}
          className={adminInputClass}
        />
      </div>
    </ProductFormSection>
  );
}
