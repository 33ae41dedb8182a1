import { z } from 'zod';

// Product shapes several replies carry (catalogue, cart, wishlist, orders); the types they follow
// are in packages/shared (ProductImage, ShoppingProduct).

export const productImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  public_id: z.string(),
});

export const productColourSchema = z.object({
  name: z.string(),
  hex: z.string().describe('#rrggbb'),
});

export const categoryRef = z.object({ _id: z.string(), name: z.string() });

export const shoppingProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  images: z.array(productImageSchema),
  price: z.number(),
  discountPrice: z.number().nullable(),
  category: categoryRef,
  colour: productColourSchema.nullable(),
});
