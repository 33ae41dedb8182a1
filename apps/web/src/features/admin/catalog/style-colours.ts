import type { Product, StyleColour } from '@littleloom/shared';

/** The colours a style has now, by name: its live colours, or the product's own when alone. */
export function styleColourNames(product: Product): string[] {
  if (product.colours.length > 0) return product.colours.map((colour) => colour.name);
  return product.colour ? [product.colour.name] : [];
}

/** The other colours of the product's style (its siblings), oldest first. */
export function siblingColours(product: Product): StyleColour[] {
  return product.colours.filter((colour) => colour.productId !== product._id);
}

/** "3 colours": how many colours the product's style has, for a product in a style. */
export function styleSizeLabel(product: Product): string | null {
  if (product.styleId === null) return null;
  const count = Math.max(product.colours.length, 1);
  return `${count} ${count === 1 ? 'colour' : 'colours'}`;
}
