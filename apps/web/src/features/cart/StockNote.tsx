import { LOW_STOCK_THRESHOLD } from '../catalog/stock';

/** How many of the line's size are left in the shop: coral when nearly out (LOOK.md). */
export function StockNote({ stock }: { stock: number }) {
  if (stock <= 0) return <p className="text-sm font-bold text-ink">Sold out</p>;
  if (stock <= LOW_STOCK_THRESHOLD) {
    return <p className="text-sm font-bold text-coral-strong">Only {stock} left</p>;
  }
  return <p className="text-sm text-ink-muted">{stock} left in stock</p>;
}
