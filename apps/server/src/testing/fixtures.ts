import { toPaise } from '@littleloom/shared';
import type { Database } from '../db/client';
import { categories, productImages, products, productSizes } from '../db/schema';

export interface ProductFixture {
  name: string;
  brand?: string;
  price: number;
  discountPrice?: number;
  sizes?: { size: string; stock: number }[];
  createdAt?: Date;
  popularity?: number;
  averageRating?: number;
  isFeatured?: boolean;
  bestseller?: boolean;
  isDeleted?: boolean;
  images?: string[];
}

export async function addCategory(db: Database, name: string, isDeleted = false): Promise<string> {
  const [row] = await db
    .insert(categories)
    .values({ name, description: `${name} things`, isDeleted })
    .returning({ id: categories.id });
  return row!.id;
}

export async function addProduct(
  db: Database,
  categoryId: string,
  p: ProductFixture,
): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      name: p.name,
      description: `${p.name}, soft and sturdy.`,
      brand: p.brand ?? 'Little Loom',
      categoryId,
      pricePaise: toPaise(p.price),
      discountPricePaise: p.discountPrice === undefined ? null : toPaise(p.discountPrice),
      popularity: p.popularity ?? 0,
      ratingTenths: Math.round((p.averageRating ?? 0) * 10),
      isFeatured: p.isFeatured ?? false,
      bestseller: p.bestseller ?? false,
      isDeleted: p.isDeleted ?? false,
      ...(p.createdAt ? { createdAt: p.createdAt } : {}),
    })
    .returning({ id: products.id });
  const id = row!.id;
  const sizes = p.sizes ?? [{ size: 'M', stock: 5 }];
  if (sizes.length) {
    await db
      .insert(productSizes)
      .values(sizes.map((s, position) => ({ productId: id, ...s, position })));
  }
  if (p.images?.length) {
    await db
      .insert(productImages)
      .values(p.images.map((storageKey, position) => ({ productId: id, storageKey, position })));
  }
  return id;
}
