import type { Product } from '../api';

let sequence = 0;

/** A product as the API sends it, with sensible values; tests override what they care about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    name: `Cotton Romper ${sequence}`,
    description: 'A soft romper.',
    brand: 'Little Loom',
    price: 799,
    discountPrice: null,
    saleEndsAt: null,
    category: { _id: '00000000-0000-4000-8000-0000000000c1', name: 'Rompers' },
    sizes: [
      { size: '0-3M', stock: 10 },
      { size: '3-6M', stock: 8 },
    ],
    stock: 18,
    images: [
      {
        url: `/uploads/products/${id}.webp`,
        thumbnailUrl: `/uploads/products/${id}-400.webp`,
        public_id: id,
      },
    ],
    bestseller: false,
    isFeatured: false,
    popularity: 0,
    averageRating: null,
    reviewCount: 0,
    hsnCode: null,
    colour: null,
    styleId: null,
    colours: [],
    deleted: false,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}
