import { PRODUCT_MESSAGES } from '@littleloom/shared';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import {
  adminInputClass,
  adminRowButtonClass,
  adminSecondaryButtonClass,
} from '../ui/admin-styles';
import { duplicateSizeLines, EMPTY_SIZE_LINE, type ProductFormValues } from './product-form-values';
import { ProductFormSection } from './ProductFormSection';

/**
 * The sizes and the stock of each, a line per size; editing shows the total. A size listed twice
 * points at the list's complaint.
 */
export function ProductSizesSection({ mode }: { mode: 'add' | 'edit' }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const sizesErrorId = useId();
  const sizes = useFieldArray({ control, name: 'sizes' });
  const sizeValues = useWatch({ control, name: 'sizes' });

  const lines = sizeValues ?? [];
  const total = lines.reduce((sum, line) => {
    const stock = Number(line?.stock);
    return sum + (Number.isInteger(stock) && stock > 0 ? stock : 0);
  }, 0);
  // The list's complaint is only re-checked on the next submit (typing re-checks the line typed
  // in), so 'Each size can be listed only once' is dropped here as soon as no size repeats.
  const duplicates = duplicateSizeLines(lines);
  const listError = arrayError(errors);
  const sizesError =
    listError === PRODUCT_MESSAGES.sizesDuplicate && duplicates.size === 0 ? undefined : listError;
  const repeatedShown = sizesError === PRODUCT_MESSAGES.sizesDuplicate;

  return (
    <ProductFormSection
      title="Sizes and stock"
      hint={mode === 'edit' ? `Total stock: ${total}` : 'One line per size, with its stock.'}
    >
      <div className="flex flex-col gap-2">
        <div
          aria-hidden="true"
          className="grid grid-cols-[1fr_6rem_auto] gap-2 text-xs font-bold tracking-wide text-slate-600 uppercase sm:grid-cols-[1fr_8rem_auto]"
        >
          <span>Size</span>
          <span>Stock</span>
          <span className="w-20" />
        </div>
        <ul className="flex flex-col gap-2">
          {sizes.fields.map((line, index) => {
            const sizeError = errors.sizes?.[index]?.size?.message;
            const stockError = errors.sizes?.[index]?.stock?.message;
            const sizeId = `product-size-${index}`;
            const stockId = `product-stock-${index}`;
            // A size listed again is the one to fix: it points at the list's complaint.
            const repeated = repeatedShown && duplicates.has(index);
            const sizeDescription = [
              sizeError ? `${sizeId}-error` : '',
              repeated ? sizesErrorId : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={line.id} className="flex flex-col gap-1">
                <div className="grid grid-cols-[1fr_6rem_auto] items-start gap-2 sm:grid-cols-[1fr_8rem_auto]">
                  <label htmlFor={sizeId} className="sr-only">
                    Size {index + 1}
                  </label>
                  <input
                    id={sizeId}
                    {...register(`sizes.${index}.size`)}
                    placeholder="e.g. 2-3Y"
                    autoComplete="off"
                    aria-invalid={Boolean(sizeError) || repeated}
                    aria-describedby={sizeDescription || undefined}
                    className={adminInputClass}
                  />
                  <label htmlFor={stockId} className="sr-only">
                    Stock of size {index + 1}
                  </label>
                  <input
                    id={stockId}
                    {...register(`sizes.${index}.stock`)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    aria-invalid={Boolean(stockError)}
                    aria-describedby={stockError ? `${stockId}-error` : undefined}
                    className={`${adminInputClass} text-right tabular-nums`}
                  />
                  <button
                    type="button"
                    onClick={() => sizes.remove(index)}
                    disabled={sizes.fields.length <= 1}
                    aria-label={`Remove size ${index + 1}`}
                    className={`${adminRowButtonClass.destructive} min-h-10`}
                  >
                    Remove
                  </button>
                </div>
                {sizeError ? (
                  <p id={`${sizeId}-error`} className="text-sm font-bold text-red-700">
                    {sizeError}
                  </p>
                ) : null}
                {stockError ? (
                  <p id={`${stockId}-error`} className="text-sm font-bold text-red-700">
                    {stockError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        {sizesError ? (
          <p id={sizesErrorId} className="text-sm font-bold text-red-700">
            {sizesError}
          </p>
        ) : null}
        <div>
          <button
            type="button"
            onClick={() => sizes.append({ ...EMPTY_SIZE_LINE })}
            className={adminSecondaryButtonClass}
          >
            Add Size
          </button>
        </div>
      </div>
    </ProductFormSection>
  );
}

/** The sizes list's own complaint ('Add at least one size', a size listed twice). */
function arrayError(errors: FieldErrors<ProductFormValues>): string | undefined {
  const sizes = errors.sizes;
  if (!sizes) return undefined;
  return sizes.message ?? sizes.root?.message;
}
