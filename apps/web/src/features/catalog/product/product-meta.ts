import { formatRupees, type Product } from '@littleloom/shared';

/** About what a search result shows under a title before it cuts the text off. */
export const DESCRIPTION_LENGTH = 155;

/** `text` on one line, cut at the last whole word that fits in `length` characters, with '…'. */
export function clippedAtWord(text: string, length: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // One word longer than the room is cut where the room ends.
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?–—-]+$/, '')}…`;
}

/**
 * A product's search snippet: the start of its description, then the price a shopper pays now
 * (the sale price when it is on sale).
 */
export function productMetaDescription(
  product: Pick<Product, 'name' | 'description' | 'price' | 'discountPrice'>,
): string {
  const { price, discountPrice } = product;
  const paid = discountPrice !== null && discountPrice < price ? discountPrice : price;
  const excerpt = clippedAtWord(product.description, DESCRIPTION_LENGTH) || product.name;
  const sentence = /[.!?…]$/.test(excerpt) ? excerpt : `${excerpt}.`;
  return `${sentence} ${formatRupees(paid)} at Little Loom.`;
}
