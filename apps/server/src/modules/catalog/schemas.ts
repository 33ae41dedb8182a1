import { z } from 'zod';

export const productImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  public_id: z.string(),
});

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  price: z.number(),
  discountPrice: z.number().nullable(),
  category: z.object({ _id: z.string(), name: z.string() }),
  sizes: z.array(z.object({ size: z.string(), stock: z.number() })),
  stock: z.number(),
  images: z.array(productImageSchema),
  bestseller: z.boolean(),
  isFeatured: z.boolean(),
  popularity: z.number(),
  averageRating: z.number(),
  hsnCode: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});

const facetValueCountsSchema = z.array(z.object({ value: z.string(), count: z.number() }));

/** The collection's facets (ProductFacets in packages/shared). */
export const productFacetsSchema = z
  .object({
    sizes: facetValueCountsSchema.describe(
      'Every size of the searched products, with how many have it in stock under the other filters',
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
