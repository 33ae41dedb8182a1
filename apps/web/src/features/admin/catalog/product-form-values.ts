import { zodResolver } from '@hookform/resolvers/zod';
import {
  PARCEL_FIELDS,
  PRODUCT_MESSAGES,
  productFieldsSchemaOn,
  productSaleLastDay,
  TAX_FIELD_MESSAGES,
  type AdminProduct,
  type ProductFields,
} from '@littleloom/shared';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import { SHOP_TIME_ZONE, shopToday } from '../../../lib/shop-time';
import {
  COLOUR_REFUSALS,
  colourFormValues,
  NO_COLOUR_VALUES,
  readColour,
  type ColourField,
  type ColourFormValues,
} from './colour-form-values';
import { PARCEL_REFUSALS, parcelFormValues, type ParcelFormValues } from './parcel-form-fields';

/**
 * What the product form holds: text as typed (productFieldsSchema reads numbers from text), its
 * colour as chosen (colour-form-values.ts), and its parcel figures, each empty for its category's.
 */
export interface ProductFormValues extends ColourFormValues, ParcelFormValues {
  name: string;
  category: string;
  description: string;
  price: string;
  /** The optional sale price; empty for none. */
  discountPrice: string;
  /** The sale's last day (YYYY-MM-DD, shop time), as the date input writes it; empty for none. */
  saleEndsOn: string;
  brand: string;
  popularity: string;
  /**
   * `stockSeen` is the stock the form loaded for a size the product already had: the server
   * changes that size's stock only when `stock` differs from it, and only while the size still
   * holds it (docs/decisions/0017). New lines have none.
   */
  sizes: { size: string; stock: string; stockSeen?: number }[];
  bestseller: boolean;
  isFeatured: boolean;
  /** The product's own HSN code; empty for its category's. */
  hsnCode: string;
}

/** A new size line: no size yet, stock 0 (back-office.md §2: "one empty row with stock 0"). */
export const EMPTY_SIZE_LINE = { size: '', stock: '0' } as const;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  category: '',
  description: '',
  price: '',
  discountPrice: '',
  saleEndsOn: '',
  brand: '',
  popularity: '0',
  sizes: [{ ...EMPTY_SIZE_LINE }],
  bestseller: false,
  isFeatured: false,
  hsnCode: '',
  ...NO_COLOUR_VALUES,
  ...parcelFormValues({}),
};

/** The edit form starts from the product as it is. */
export function valuesFromProduct(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    category: product.category._id,
    description: product.description,
    price: String(product.price),
    discountPrice: product.discountPrice === null ? '' : String(product.discountPrice),
    saleEndsOn: productSaleLastDay(product, SHOP_TIME_ZONE) ?? '',
    brand: product.brand,
    popularity: String(product.popularity),
    sizes:
      product.sizes.length > 0
        ? product.sizes.map(({ size, stock }) => ({ size, stock: String(stock), stockSeen: stock }))
        : [{ ...EMPTY_SIZE_LINE }],
    bestseller: product.bestseller,
    isFeatured: product.isFeatured,
    hsnCode: product.hsnCode ?? '',
    ...colourFormValues(product.colour),
    ...parcelFormValues(product),
  };
}

/** The shared schema as a save today reads it: a sale may not end on a day already past. */
const sharedResolver: Resolver<ProductFormValues, unknown, ProductFields> = (
  values,
  context,
  options,
) =>
  (
    zodResolver(productFieldsSchemaOn(shopToday())) as unknown as Resolver<
      ProductFormValues,
      unknown,
      ProductFields
    >
  )(values, context, options);

/**
 * The colour's own checks (colour-form-values.ts), then the shared schema's on the colour chosen:
 * a palette colour's name and dot, none as both empty, or the custom one as typed. One submit
 * shows every problem.
 */
const withColour =
  (
    fieldsResolver: Resolver<ProductFormValues, unknown, ProductFields>,
  ): Resolver<ProductFormValues, unknown, ProductFields> =>
  async (values, context, options) => {
    const colour = readColour(values);
    const chosen = colour.colour ?? null;
    const result = await fieldsResolver(
      { ...values, colourName: chosen?.name ?? '', colourHex: chosen?.hex ?? '' },
      context,
      options,
    );
    if (colour.errors === undefined) return result;
    const errors: FieldErrors<ProductFormValues> = { ...result.errors };
    for (const [field, message] of Object.entries(colour.errors)) {
      if (message) errors[field as ColourField] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };

/** The add form checks with the shared schema as it is. */
export const addProductResolver = withColour(sharedResolver);

/**
 * The edit form checks the same rules, but says 'Name is required' for a missing name
 * (back-office.md §5 words the two forms differently).
 */
export const editProductResolver = withColour(async (values, context, options) => {
  const result = await sharedResolver(values, context, options);
  const name = result.errors.name;
  if (name?.message === PRODUCT_MESSAGES.nameRequired) {
    name.message = PRODUCT_MESSAGES.editNameRequired;
  }
  return result;
});

/**
 * The lines whose size repeats one above it, as productFieldsSchema compares them (trimmed,
 * ignoring case): those are the ones to change for 'Each size can be listed only once'.
 */
export function duplicateSizeLines(lines: readonly { size: string }[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  lines.forEach((line, index) => {
    const key = (line?.size ?? '').trim().toLowerCase();
    if (seen.has(key)) repeated.add(index);
    seen.add(key);
  });
  return repeated;
}

/**
 * The text fields of the multipart body both forms send (sizes as JSON, flags as text). A new
 * product without a colour leaves the colour out; an edit always sends it, both empty to clear it.
 */
export function productFormData(fields: ProductFields, mode: 'add' | 'edit'): FormData {
  const form = new FormData();
  form.set('name', fields.name);
  form.set('description', fields.description);
  form.set('category', fields.category);
  form.set('brand', fields.brand);
  form.set('price', String(fields.price));
  if (fields.discountPrice !== undefined) form.set('discountPrice', String(fields.discountPrice));
  // Always sent: empty gives the sale no end (an edit that left it out would keep the old one).
  form.set('saleEndsOn', fields.saleEndsOn ?? '');
  form.set('popularity', String(fields.popularity));
  form.set('bestseller', String(fields.bestseller));
  form.set('isFeatured', String(fields.isFeatured));
  form.set('sizes', JSON.stringify(fields.sizes));
  // Always sent: empty hands the product back to its category's code.
  form.set('hsnCode', fields.hsnCode ?? '');
  if ((fields.colourName && fields.colourHex) || mode === 'edit') {
    form.set('colourName', fields.colourName ?? '');
    form.set('colourHex', fields.colourHex ?? '');
  }
  // Always sent: each empty one hands the figure back to the category.
  for (const field of PARCEL_FIELDS) {
    const figure = fields[field];
    form.set(field, figure === null || figure === undefined ? '' : String(figure));
  }
  return form;
}

/** The server's refusals that belong under a field of the product form, by that field. */
export const PRODUCT_REFUSALS = {
  saleEndsOn: [
    PRODUCT_MESSAGES.saleEndInvalid,
    PRODUCT_MESSAGES.saleEndWithoutSalePrice,
    PRODUCT_MESSAGES.saleEndPast,
  ],
  hsnCode: [TAX_FIELD_MESSAGES.hsnInvalid],
  ...COLOUR_REFUSALS,
  ...PARCEL_REFUSALS,
} as const;

/** What a page needs to put the server's refusal under its field (react-hook-form's calls). */
export type ProductFormSetters = Pick<
  UseFormReturn<ProductFormValues, unknown, ProductFields>,
  'setError' | 'setFocus'
>;
