import { z } from '../zod';
import { MSG } from '../messages';
import { parseJsonText, requiredText } from './common';
import { COLOUR_MESSAGES, colourHexField, colourNameField } from './colours';
import { categoryParcelField, productParcelField } from './parcel-fields';
import { isCalendarDay, isDayBefore } from './promotions';
import { controlCharacterMessage, isPlainText } from './text';

export * from './parcel-fields';

export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  descriptionRequired: 'Description is required',
  nameBlank: 'Category name cannot be empty or only spaces',
  descriptionBlank: 'Category description cannot be empty or only spaces',
  duplicate: 'Category with this name already exists',
  added: 'Category added successfully',
  updated: 'Category updated successfully',
  deleted: 'Category marked as deleted',
  restored: 'Category restored successfully',
  notFound: 'Category not found',
} as const;

/** Required, then trimmed: "   " is present but blank, which the spec words differently. */
const trimmedRequired = (required: string, blank: string, max: number) =>
  z
    .string({ error: required })
    .min(1, required)
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, blank)
        .max(max, `At most ${max} characters`)
        .refine(isPlainText, controlCharacterMessage('Text')),
    );

/**
 * GST on a category's goods. Apparel and footwear (HSN chapters 61–64) pay a rate that follows
 * each piece's price (gst/tax.ts); any other category pays the fixed rate set on it. The slabs in
 * force since 22 September 2025.
 */
export const GST_RATE_PERCENTS = [0, 5, 18, 40] as const;
export type GstRatePercent = (typeof GST_RATE_PERCENTS)[number];

export const TAX_FIELD_MESSAGES = {
  hsnInvalid: 'An HSN code has 4, 6 or 8 digits',
  rateInvalid: 'Choose a GST rate of 0%, 5%, 18% or 40%',
} as const;

/** A new category's HSN code unless one is given: babies' garments and clothing accessories. */
export const DEFAULT_CATEGORY_HSN = '6209';
/** A new category's fixed rate unless one is given (used only outside chapters 61–64). */
export const DEFAULT_CATEGORY_GST_RATE: GstRatePercent = 18;

export const hsnCodeField = z
  .string({ error: TAX_FIELD_MESSAGES.hsnInvalid })
  .trim()
  .regex(/^\d{4}(?:\d{2}){0,2}$/, TAX_FIELD_MESSAGES.hsnInvalid);

export const gstRateField = z.coerce
  .number({ error: TAX_FIELD_MESSAGES.rateInvalid })
  .refine(
    (rate): rate is GstRatePercent => (GST_RATE_PERCENTS as readonly number[]).includes(rate),
    TAX_FIELD_MESSAGES.rateInvalid,
  );

/**
 * A category. The spec's client sends name and description only: a category added without tax
 * or parcel fields gets the defaults (above, and DEFAULT_PARCEL_DIMENSIONS), and an edit without
 * them keeps what it had.
 */
export const categoryInputSchema = z.strictObject({
  name: trimmedRequired(CATEGORY_MESSAGES.nameRequired, CATEGORY_MESSAGES.nameBlank, 60),
  description: trimmedRequired(
    CATEGORY_MESSAGES.descriptionRequired,
    CATEGORY_MESSAGES.descriptionBlank,
    500,
  ),
  hsnCode: hsnCodeField.optional(),
  gstRate: gstRateField.optional(),
  /** One unit of the category's goods packed: grams, and its box in cm. */
  weightGrams: categoryParcelField('weightGrams'),
  lengthCm: categoryParcelField('lengthCm'),
  breadthCm: categoryParcelField('breadthCm'),
  heightCm: categoryParcelField('heightCm'),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryFields = z.output<typeof categoryInputSchema>;

export const STOCK_MESSAGES = {
  invalid: 'Please enter a valid stock value',
  updated: 'Stock updated successfully',
  sizeNotFound: MSG.sizeNotAvailable,
  seenInvalid: 'The stock you saw must be a whole number, 0 or more',
  /** The stock page's figure is out of date: an order or another admin moved it. */
  changedOnStockPage: (size: string, stock: number) =>
    `The stock of size ${size} has changed to ${stock} since this page was loaded, so it was not updated. Please check the new figure and try again.`,
  /** The edit form's figure is out of date; nothing of the edit was saved. */
  changedSinceFormOpened: (size: string, stock: number) =>
    `The stock of size ${size} has changed to ${stock} since you opened this form, so nothing was saved. Please reload the product and make your changes again.`,
} as const;

/**
 * The stock page's new figure: a whole number of pieces. 0 marks a size sold out by hand; empty is
 * refused, never read as 0 (docs/decisions/0019-stock-can-be-set-to-zero.md departs from the
 * spec, which refused zero too).
 */
export const stockValueSchema = z.preprocess(
  (value) => {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && value.trim() !== '') return Number(value);
    return undefined;
  },
  z
    .number({ error: STOCK_MESSAGES.invalid })
    .int(STOCK_MESSAGES.invalid)
    .min(0, STOCK_MESSAGES.invalid)
    .max(100_000, STOCK_MESSAGES.invalid),
);

/**
 * The figure the stock page showed for the size (`expectedStock`): the update applies only while
 * the size still holds it (docs/decisions/0017).
 */
export const stockSeenSchema = z.coerce
  .number({ error: STOCK_MESSAGES.seenInvalid })
  .int(STOCK_MESSAGES.seenInvalid)
  .min(0, STOCK_MESSAGES.seenInvalid)
  .max(100_000, STOCK_MESSAGES.seenInvalid);

export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  editNameRequired: 'Name is required',
  categoryRequired: 'Category is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a positive amount with at most 2 decimals',
  brandRequired: 'Brand is required',
  sizeRequired: 'Size is required',
  stockRequired: 'Stock is required',
  stockInvalid: 'Stock must be a whole number, 0 or more',
  sizesRequired: 'Add at least one size',
  sizesDuplicate: 'Each size can be listed only once',
  discountBelowPrice: 'Sale price must be below the price',
  saleEndInvalid: 'Enter a valid date for the sale’s end',
  saleEndWithoutSalePrice: 'Set a sale price to give the sale an end date',
  saleEndPast: 'The sale’s end must be today or a later day',
  popularityInvalid: 'Popularity must be a whole number, 0 or more',
  imagesRequired: 'Add at least one image',
  imageType: 'Please upload an image file (JPEG, PNG, WebP, GIF or AVIF)',
  imageTooLarge: 'Each image must be 5 MB or smaller',
  imageTooManyPixels: 'Each image must be at most 40 megapixels (for example 8000 × 5000 pixels)',
  tooManyImages: 'A product can have at most 6 images',
  added: 'Product added successfully',
  updated: 'Product updated successfully.',
  deleted: 'Product deleted successfully',
  restored: 'Product restored successfully',
  imageRemoved: 'Image removed successfully',
  imageNotFound: 'Image not found',
  lastImage: 'A product needs at least one image. Add another before removing this one.',
  keptImagesInvalid: 'existingImages must be a list of image ids',
  notFound: MSG.productNotFound,
} as const;

/** Form fields arrive as text from multipart bodies and as numbers from JSON: accept both. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === 'null' ? undefined : value;

/** Text fields a form sends empty to take a value away. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const rupees = (required: string) =>
  z.coerce
    .number({ error: required })
    .positive(PRODUCT_MESSAGES.priceInvalid)
    .max(10_000_000, PRODUCT_MESSAGES.priceInvalid)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, PRODUCT_MESSAGES.priceInvalid);

const flag = z.preprocess(
  (value) =>
    value === 'true' || value === 'on' ? true : value === 'false' || value === '' ? false : value,
  z.boolean().default(false),
);

const sizeLine = z.strictObject({
  size: z
    .string({ error: PRODUCT_MESSAGES.sizeRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.sizeRequired)
    .max(20)
    .refine(isPlainText, controlCharacterMessage('Size')),
  stock: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PRODUCT_MESSAGES.stockRequired })
      .int(PRODUCT_MESSAGES.stockInvalid)
      .min(0, PRODUCT_MESSAGES.stockInvalid)
      .max(100_000, PRODUCT_MESSAGES.stockInvalid),
  ),
  /**
   * The stock the edit form loaded for this size. An existing size's stock changes only when it is
   * sent and differs from `stock`, and then only while the size still holds it; without it the
   * size's stock is left as it is (docs/decisions/0017). A new size takes `stock`.
   */
  stockSeen: z.preprocess(blankToUndefined, stockSeenSchema.optional()),
});

const sizesField = z.preprocess(
  parseJsonText,
  z
    .array(sizeLine, { error: PRODUCT_MESSAGES.sizesRequired })
    .min(1, PRODUCT_MESSAGES.sizesRequired)
    .max(30)
    .refine(
      (sizes) => new Set(sizes.map((s) => s.size.toLowerCase())).size === sizes.length,
      PRODUCT_MESSAGES.sizesDuplicate,
    ),
);

/** Every field of the add and edit forms. `discountPrice` is the optional sale price. */
export const productFieldsSchema = z
  .object({
    name: requiredText(PRODUCT_MESSAGES.nameRequired, 120, 'Name'),
    description: requiredText(PRODUCT_MESSAGES.descriptionRequired, 2000, 'Description'),
    category: requiredText(PRODUCT_MESSAGES.categoryRequired, 64),
    brand: requiredText(PRODUCT_MESSAGES.brandRequired, 60, 'Brand'),
    price: z.preprocess(blankToUndefined, rupees(PRODUCT_MESSAGES.priceRequired)),
    discountPrice: z.preprocess(blankToUndefined, rupees(PRODUCT_MESSAGES.priceInvalid).optional()),
    /**
     * The sale's last day, YYYY-MM-DD in the shop's time zone: the sale price holds to the end of
     * it. Empty for a sale with no end. Left out (as the spec's client does), an edit keeps the end
     * the product had, while it keeps a sale price.
     */
    saleEndsOn: z.preprocess(
      blankToNull,
      z
        .string({ error: PRODUCT_MESSAGES.saleEndInvalid })
        .trim()
        .refine(isCalendarDay, PRODUCT_MESSAGES.saleEndInvalid)
        .nullable()
        .optional(),
    ),
    sizes: sizesField,
    bestseller: flag,
    isFeatured: flag,
    popularity: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: PRODUCT_MESSAGES.popularityInvalid })
        .int(PRODUCT_MESSAGES.popularityInvalid)
        .min(0, PRODUCT_MESSAGES.popularityInvalid)
        .max(1_000_000, PRODUCT_MESSAGES.popularityInvalid)
        .default(0),
    ),
    /**
     * The product's own HSN code; empty means its category's. Left out (as the spec's client
     * does), an edit keeps what the product had.
     */
    hsnCode: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      hsnCodeField.nullable().optional(),
    ),
    /**
     * The colour the product comes in, as a name and its dot (`#rrggbb`). Left out (as the spec's
     * client does), an edit keeps the product's colour; both empty take it away.
     */
    colourName: z.preprocess(blankToNull, colourNameField.nullable().optional()),
    colourHex: z.preprocess(blankToNull, colourHexField.nullable().optional()),
    /**
     * One unit packed: grams, and its box in cm. Each empty one is its category's; left out (as
     * the spec's client does), an edit keeps what the product had.
     */
    weightGrams: productParcelField('weightGrams'),
    lengthCm: productParcelField('lengthCm'),
    breadthCm: productParcelField('breadthCm'),
    heightCm: productParcelField('heightCm'),
  })
  .refine((p) => p.discountPrice === undefined || p.discountPrice < p.price, {
    message: PRODUCT_MESSAGES.discountBelowPrice,
    path: ['discountPrice'],
  })
  .refine(
    (p) => p.saleEndsOn === undefined || p.saleEndsOn === null || p.discountPrice !== undefined,
    {
      message: PRODUCT_MESSAGES.saleEndWithoutSalePrice,
      path: ['saleEndsOn'],
    },
  )
  .refine(
    (p) =>
      (p.colourName === undefined) === (p.colourHex === undefined) &&
      (p.colourName === null) === (p.colourHex === null),
    { message: COLOUR_MESSAGES.bothOrNeither, path: ['colourHex'] },
  );
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;
export type ProductFields = z.output<typeof productFieldsSchema>;

/**
 * The product fields as a save on `today` (YYYY-MM-DD) reads them: every rule of
 * productFieldsSchema, and a sale that ends on a day already past is refused. Today itself is
 * allowed, since the sale holds to its end. The form and the server both pass the shop's today;
 * the server's clock has the last word.
 */
export const productFieldsSchemaOn = (today: string) =>
  productFieldsSchema.refine(
    (p) =>
      typeof p.saleEndsOn !== 'string' ||
      !isCalendarDay(p.saleEndsOn) ||
      !isDayBefore(p.saleEndsOn, today),
    { message: PRODUCT_MESSAGES.saleEndPast, path: ['saleEndsOn'] },
  );

/** How many images a product may have. */
export const MAX_IMAGES_PER_PRODUCT = 6;

/**
 * The images an edit keeps, by public id: sent as repeated form fields, or as one field holding a
 * JSON list (the spec's client does either).
 */
const imageIdSchema = z.string().trim().min(1).max(200);

export const keptImageIdsSchema = z.array(z.string()).transform((values, context) => {
  const ids: string[] = [];
  for (const value of values) {
    const listed = value.trim().startsWith('[') ? parseJsonText(value) : [value];
    const parsed = z.array(imageIdSchema).safeParse(listed);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.keptImagesInvalid });
      return z.NEVER;
    }
    ids.push(...parsed.data);
  }
  if (ids.length > MAX_IMAGES_PER_PRODUCT) {
    context.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.tooManyImages });
    return z.NEVER;
  }
  return ids;
});
