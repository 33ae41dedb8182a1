import {
  PRODUCT_MESSAGES,
  type ProductCategoryRef,
  type ProductFields,
  type ProductImage,
} from '@littleloom/shared';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { adminPrimaryButtonClass, adminSecondaryButtonClass } from '../ui/admin-styles';
import { ColourChoiceFields } from './ColourChoiceFields';
import { ImageField, MAX_PRODUCT_IMAGES, type NewImage } from './ImageField';
import {
  addProductResolver,
  editProductResolver,
  type ProductFormSetters,
  type ProductFormValues,
} from './product-form-values';
import { ProductDetailsSection } from './ProductDetailsSection';
import { ProductFormSection } from './ProductFormSection';
import { ProductPlacementSection } from './ProductPlacementSection';
import { ProductPriceSection } from './ProductPriceSection';
import { ProductShippingSection } from './ProductShippingSection';
import { ProductSizesSection } from './ProductSizesSection';
import { ProductTaxSection } from './ProductTaxSection';

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
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = form;
  const formRef = useRef<HTMLFormElement>(null);
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

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={mode === 'add' ? 'Add product' : 'Edit product'}
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-5 text-sm"
      >
        <ProductDetailsSection currentCategory={currentCategory} />
        <ProductFormSection
          title="Colour"
          hint="Shoppers filter by colour; the colours of a style show as dots on each other’s page."
        >
          <ColourChoiceFields
            idPrefix="product-colour"
            allowNone
            noneLockedReason={inStyle ? NONE_IN_STYLE : undefined}
            showLegend={false}
          />
        </ProductFormSection>

        <ProductPriceSection />
        <ProductTaxSection currentCategory={currentCategory} />
        <ProductShippingSection currentCategory={currentCategory} />
        <ProductSizesSection mode={mode} />

        <ProductFormSection title="Images">
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
        </ProductFormSection>

        <ProductPlacementSection />

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

/** A refused submit waiting to move focus, and whose errors it waits to see. */
interface FocusRequest {
  refusedBy: 'fields' | 'images';
}
