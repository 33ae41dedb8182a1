import {
  PRODUCT_MESSAGES,
  type ParcelField,
  type ProductCategoryRef,
  type ProductFields,
  type ProductImage,
} from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { shopToday } from '../../../lib/shop-time';
import { FormField } from '../../../ui/FormField';
import {
  adminInputClass,
  adminPrimaryButtonClass,
  adminRowButtonClass,
  adminSecondaryButtonClass,
} from '../ui/admin-styles';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import {
  adminCategoriesKey,
  fetchActiveCategories,
  type AdminCategory,
} from './categories-admin-api';
import { ColourChoiceFields } from './ColourChoiceFields';
import { ImageField, MAX_PRODUCT_IMAGES, type NewImage } from './ImageField';
import { parcelSummary } from './parcel-form-fields';
import { ParcelMeasureInputs } from './ParcelMeasureInputs';
import {
  addProductResolver,
  duplicateSizeLines,
  editProductResolver,
  EMPTY_SIZE_LINE,
  type ProductFormSetters,
  type ProductFormValues,
} from './product-form-values';

/** A choice of category; one no longer active has no HSN code or parcel figures to show. */
type CategoryChoice = Pick<AdminCategory, '_id' | 'name'> &
  Partial<Pick<AdminCategory, 'hsnCode' | ParcelField>>;

interface ProductFormProps {
  mode: 'add' | 'edit';
  defaultValues: ProductFormValues;
  /** The product's category, kept as a choice even when it is no longer active (edit). */
  currentCategory?: ProductCategoryRef | undefined;
  existingImages?: readonly ProductImage[];
  onRemoveExisting?: (image: ProductImage, index: number) => void;
  removingId?: string | null;
  /** The product is one colour of a style, so it cannot be left without a colour. */
  inStyle?: boolean;
  pending: boolean;
  /** `form` puts a refusal from the server under its field. */
  onSubmit: (fields: ProductFields, images: File[], form: ProductFormSetters) => void;
}

/**
 * The add and edit product form (back-office.md §2, §5): one column, labels above the fields,
 * errors under them in the spec's words (the shared productFieldsSchema), and a save bar that
 * stays at the bottom of the screen while the form scrolls.
 */
export function ProductForm({
  mode,
  defaultValues,
  currentCategory,
  existingImages = [],
  onRemoveExisting,
  removingId,
  inStyle = false,
  pending,
  onSubmit,
}: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductFields>({
    resolver: mode === 'add' ? addProductResolver : editProductResolver,
    defaultValues,
    // react-hook-form would focus the field it registered first (the sizes list registers
    // before the fields above it); the form focuses the first one in its own order instead.
    shouldFocusError: false,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const sizesErrorId = useId();
  const hsnHintId = useId();
  const parcelHintId = useId();
  const saleEndHintId = useId();
  const sizes = useFieldArray({ control, name: 'sizes' });
  const sizeValues = useWatch({ control, name: 'sizes' });
  const [images, setImages] = useState<NewImage[]>([]);
  const [imageError, setImageError] = useState<string | undefined>(undefined);

  // Set by a refused submit. Its errors reach the screen a render or two later (react-hook-form
  // publishes the fields' errors after its callback, the pictures' error comes sooner): once
  // what refused it shows, focus moves to the first field marked invalid, in the form's order.
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const focusedFor = useRef<FocusRequest | null>(null);
  const fieldsShown = Object.keys(errors).length > 0;
  const imagesShown = imageError !== undefined;
  useEffect(() => {
    if (!focusRequest || focusRequest === focusedFor.current) return;
    if (!(focusRequest.refusedBy === 'fields' ? fieldsShown : imagesShown)) return;
    focusedFor.current = focusRequest;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  const focusFirstInvalid = (refusedBy: FocusRequest['refusedBy']) =>
    setFocusRequest({ refusedBy });

  const categories = useQuery({
    queryKey: adminCategoriesKey.active,
    queryFn: ({ signal }) => fetchActiveCategories(signal),
    staleTime: 60_000,
  });
  const options: CategoryChoice[] = [...(categories.data ?? [])];
  if (currentCategory && !options.some((c) => c._id === currentCategory._id)) {
    options.unshift({ _id: currentCategory._id, name: `${currentCategory.name} (not active)` });
  }
  const chosenCategory = useWatch({ control, name: 'category' });
  const chosen = options.find((c) => c._id === chosenCategory);
  const categoryHsn = chosen?.hsnCode;
  const categoryParcel = chosen ? knownParcel(chosen) : undefined;

  /** The pictures are checked with the fields, so one click shows every problem. */
  const checkImages = (): boolean => {
    const count = existingImages.length + images.length;
    const problem =
      count === 0
        ? PRODUCT_MESSAGES.imagesRequired
        : count > MAX_PRODUCT_IMAGES
          ? PRODUCT_MESSAGES.tooManyImages
          : undefined;
    setImageError(problem);
    return problem === undefined;
  };

  const submit = handleSubmit(
    (fields) => {
      if (!checkImages()) {
        focusFirstInvalid('images');
        return;
      }
      onSubmit(
        fields,
        images.map((image) => image.file),
        { setError, setFocus },
      );
    },
    () => {
      checkImages();
      focusFirstInvalid('fields');
    },
  );

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
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={mode === 'add' ? 'Add product' : 'Edit product'}
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5 text-sm"
      >
        <Section title="Details">
          <FormField id="product-name" label="Name" error={errors.name?.message}>
            {(field) => (
              <input
                {...field}
                {...register('name')}
                autoComplete="off"
                className={adminInputClass}
              />
            )}
          </FormField>
          <FormField
            id="product-category"
            label="Category"
            error={
              errors.category?.message ??
              (categories.isError ? CATALOG_ADMIN_MSG.categoriesFetchFailed : undefined)
            }
          >
            {(field) => (
              <div className="flex gap-2">
                <select
                  {...field}
                  {...register('category')}
                  aria-busy={categories.isPending || undefined}
                  className={adminInputClass}
                >
                  <option value="">
                    {categories.isPending ? 'Loading categories…' : 'Select a category'}
                  </option>
                  {options.map((category) => (
                    <option key={category._id} value={category._id}>
                      {category.name}
                    </option>
                  ))}
                </select>
                {categories.isError ? (
                  <button
                    type="button"
                    onClick={() => void categories.refetch()}
                    disabled={categories.isFetching}
                    className={adminSecondaryButtonClass}
                  >
                    Retry
                  </button>
                ) : null}
              </div>
            )}
          </FormField>
          <FormField
            id="product-description"
            label="Description"
            error={errors.description?.message}
          >
            {(field) => (
              <textarea
                {...field}
                {...register('description')}
                rows={5}
                className={`${adminInputClass} resize-y`}
              />
            )}
          </FormField>
          <FormField id="product-brand" label="Brand" error={errors.brand?.message}>
            {(field) => (
              <input
                {...field}
                {...register('brand')}
                autoComplete="off"
                className={adminInputClass}
              />
            )}
          </FormField>
        </Section>

        <Section
          title="Colour"
          hint="Shoppers filter by colour; the colours of a style show as dots on each other’s page."
        >
          <ColourChoiceFields
            idPrefix="product-colour"
            allowNone
            noneLockedReason={inStyle ? NONE_IN_STYLE : undefined}
            showLegend={false}
          />
        </Section>

        <Section title="Price" hint="In rupees. A sale price, when set, is what shoppers pay.">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <FormField id="product-price" label="Price (₹)" error={errors.price?.message}>
              {(field) => (
                <input
                  {...field}
                  {...register('price')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className={adminInputClass}
                />
              )}
            </FormField>
            <FormField
              id="product-sale-price"
              label="Sale price (₹, optional)"
              error={errors.discountPrice?.message}
            >
              {(field) => (
                <input
                  {...field}
                  {...register('discountPrice')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className={adminInputClass}
                />
              )}
            </FormField>
            <FormField
              id="product-sale-ends"
              label="Sale ends (optional)"
              error={errors.saleEndsOn?.message}
            >
              {(field) => (
                <>
                  <input
                    {...field}
                    {...register('saleEndsOn')}
                    aria-describedby={[saleEndHintId, field['aria-describedby']]
                      .filter(Boolean)
                      .join(' ')}
                    type="date"
                    min={shopToday()}
                    className={adminInputClass}
                  />
                  <p id={saleEndHintId} className="text-xs text-slate-600">
                    The sale price holds to the end of this day, India time.
                  </p>
                </>
              )}
            </FormField>
          </div>
        </Section>

        <Section title="Tax" hint="Prices include GST. Its rate follows the HSN code of the goods.">
          <FormField id="product-hsn" label="HSN code (optional)" error={errors.hsnCode?.message}>
            {(field) => (
              <>
                <input
                  {...field}
                  {...register('hsnCode')}
                  aria-describedby={[hsnHintId, field['aria-describedby']]
                    .filter(Boolean)
                    .join(' ')}
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  className={`${adminInputClass} tabular-nums sm:max-w-60`}
                />
                <p id={hsnHintId} className="text-xs text-slate-600">
                  {categoryHsn
                    ? `Leave empty to use the category’s (${categoryHsn}).`
                    : 'Leave empty to use the category’s.'}
                </p>
              </>
            )}
          </FormField>
        </Section>

        <Section
          title="Shipping"
          hint="One unit packed, as parcels are booked with couriers: its weight and its box."
        >
          <ParcelMeasureInputs
            idPrefix="product"
            hintId={parcelHintId}
            register={register}
            errors={errors}
          />
          <p id={parcelHintId} className="-mt-2 text-xs text-slate-600">
            {categoryParcel
              ? `Leave empty to use the category’s (${parcelSummary(categoryParcel)}).`
              : 'Leave empty to use the category’s.'}
          </p>
        </Section>

        <Section
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
        </Section>

        <Section title="Images">
          <ImageField
            existing={existingImages}
            onRemoveExisting={onRemoveExisting}
            removingId={removingId ?? null}
            images={images}
            onChange={(next) => {
              setImages(next);
              if (imageError && existingImages.length + next.length > 0) setImageError(undefined);
            }}
            error={imageError}
          />
        </Section>

        <Section
          title="Placement"
          hint="How the product ranks and where it is promoted in the shop."
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="product-popularity"
              label="Popularity"
              error={errors.popularity?.message}
            >
              {(field) => (
                <input
                  {...field}
                  {...register('popularity')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className={adminInputClass}
                />
              )}
            </FormField>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            <label className="inline-flex min-h-10 items-center gap-2.5 font-bold text-slate-800">
              <input
                type="checkbox"
                {...register('bestseller')}
                className="size-4.5 accent-coral-strong"
              />
              Bestseller
            </label>
            <label className="inline-flex min-h-10 items-center gap-2.5 font-bold text-slate-800">
              <input
                type="checkbox"
                {...register('isFeatured')}
                className="size-4.5 accent-coral-strong"
              />
              Featured
            </label>
          </div>
        </Section>

        <div className="sticky bottom-0 z-10 -mb-4 flex items-center justify-end gap-2 rounded-t-xl border border-b-0 border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-8px_20px_-14px_rgb(15_23_42/0.45)] backdrop-blur sm:-mb-6">
          <Link to="/admin/products/list" className={adminSecondaryButtonClass}>
            Cancel
          </Link>
          <button
            type="submit"
            disabled={pending}
            aria-busy={pending || undefined}
            className={adminPrimaryButtonClass}
          >
            {mode === 'add'
              ? pending
                ? 'Adding…'
                : 'Add product'
              : pending
                ? 'Saving…'
                : 'Save changes'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Why None cannot be chosen for a product in a style (the server refuses it too). */
const NONE_IN_STYLE =
  'A product in a style keeps a colour. To clear it, take the product out of its style first.';

/** A category's parcel figures, when the list of categories gave them all. */
function knownParcel(category: CategoryChoice) {
  const { weightGrams, lengthCm, breadthCm, heightCm } = category;
  return weightGrams === undefined ||
    lengthCm === undefined ||
    breadthCm === undefined ||
    heightCm === undefined
    ? undefined
    : { weightGrams, lengthCm, breadthCm, heightCm };
}

/** A refused submit waiting to move focus, and whose errors it waits to see. */
interface FocusRequest {
  refusedBy: 'fields' | 'images';
}

/** The sizes list's own complaint ('Add at least one size', a size listed twice). */
function arrayError(errors: FieldErrors<ProductFormValues>): string | undefined {
  const sizes = errors.sizes;
  if (!sizes) return undefined;
  return sizes.message ?? sizes.root?.message;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div>
        <h2 className="text-base font-bold text-slate-900">{title}</h2>
        {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}
