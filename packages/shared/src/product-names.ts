/**
 * A product's name as a list shows it: with its colour when it has one ("Blossom Puff-Sleeve Frock
 * — Rose"), since the colours of one style share a name and would otherwise read alike side by
 * side (cards, search suggestions, the back office's pickers).
 */
export function productDisplayName(product: {
  name: string;
  colour: { name: string } | null;
}): string {
  const colour = product.colour?.name.trim();
  return colour ? `${product.name} — ${colour}` : product.name;
}

/**
 * An ordered item's name as the order shows it, from what the order kept at placement: the same
 * "Name — Colour" as `productDisplayName`, whatever the product is called now.
 */
export function orderLineName(item: { name: string; colourName: string | null }): string {
  return productDisplayName({
    name: item.name,
    colour: item.colourName === null ? null : { name: item.colourName },
  });
}
