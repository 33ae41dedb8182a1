import { z } from 'zod';
import { productColourSchema, productImageSchema } from '../../http/reply-schemas/products';

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  saleEndsAt: z
    .string()
    .nullable()
    .describe(
      'When the sale price stops (ISO): the end of its last day in the shop’s time zone; null without a sale price or for a sale with no end',
    ),
  category: z.object({ _id: z.string(), name: z.string() }),
  sizes: z.array(z.object({ size: z.string(), stock: z.number() })),
  stock: z.number(),
  images: z.array(productImageSchema),
  bestseller: z.boolean(),
  isFeatured: z.boolean(),
  popularity: z.number(),
  averageRating: z
    .number()
    .nullable()
    .describe('The average of its published reviews, to one decimal; null while it has none'),
  reviewCount: z.number().describe('Its published reviews'),
  hsnCode: z.string().nullable(),
  colour: productColourSchema.nullable().describe('The colour it comes in; null when it has none'),
  styleId: z
    .string()
    .nullable()
    .describe('Shared by the products that differ from it only in colour; null when it has none'),
  colours: z
    .array(
      productColourSchema.extend({
        productId: z.string(),
        inStock: z.boolean().describe('Some size of it is in stock'),
      }),
    )
    .describe(
      'Every colour of its style on sale, this product included, oldest first; empty without a style',
    ),
  deleted: z.boolean(),
  createdAt: z.string(),
});

const facetValueCountsSchema = z.array(z.object({ value: z.string(), count: z.number() }));

/** The collection's facets (ProductFacets in packages/shared). */
export const productFacetsSchema = z
  .object({
    categories: facetValueCountsSchema.describe(
      'By category id, how many products each category holds under the search and every other filter, whatever categories are chosen; categories with none are left out',
    ),
    sizes: facetValueCountsSchema.describe(
      'Every size of the searched products, with how many have it in stock under the other filters',
    ),
    colours: z
      .array(z.object({ value: z.string(), count: z.number(), hex: z.string() }))
      .describe(
        'Every colour of the searched products by name, with its dot and how many match the other filters; products without a colour are in none',
      ),
    brands: facetValueCountsSchema.describe(
      'Every brand of the searched products, with how many match the other filters',
    ),
    price: z
      .object({ min: z.number(), max: z.number() })
      .nullable()
      .describe(
        'Lowest and highest price a shopper pays (rupees) under the other filters; null when none match',
      ),
    inStock: z.number().describe('How many would show with inStock=true'),
    onSale: z.number().describe('How many would show with onSale=true'),
  })
  .describe(
    'Each count applies search, category and every other filter but its own: the total the list would have with that value chosen',
  );

/** The OpenAPI tags and security of every back-office product route. */
export const adminProductDocs = { tags: ['admin', 'products'], security: [{ bearer: [] }] };

export const productIdParams = z.object({ id: z.string().max(64) });

/** A product as the back office reads it (AdminProduct in packages/shared). */
export const adminProductSchema = productSchema.extend({
  weightGrams: z
    .number()
    .nullable()
    .describe("One unit packed, in grams; null while it takes its category's"),
  lengthCm: z.number().nullable().describe("That unit's box, in cm; null for the category's"),
  breadthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
});

/** The admin product reply, as every product route of the back office gives it. */
export const adminProductReply = z.object({
  success: z.literal(true),
  message: z.string(),
  product: adminProductSchema,
});
