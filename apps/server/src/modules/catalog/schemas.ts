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
