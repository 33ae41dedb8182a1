import type { AdminProduct } from '@littleloom/shared';
import type { DbOrTx } from '../../../db/client';
import type { MediaService } from '../../media';
import {
  loadProductViewRows,
  toProductViews,
  type ProductRow,
  type ProductViewRow,
} from '../product-view';

/** A product's own parcel figures for one unit packed; null for each its category gives. */
const ownParcelMeasures = (product: ProductRow) => ({
  weightGrams: product.weightGrams,
  lengthCm: product.lengthCm,
  breadthCm: product.breadthCm,
  heightCm: product.heightCm,
});

/**
 * Rows read with `productColumns` as the back office reads them: the storefront's view and what
 * only the shop needs (how it is packed), which stays out of shoppers' replies.
 */
export function toAdminProductViews(media: MediaService, rows: ProductViewRow[]): AdminProduct[] {
  const views = toProductViews(media, rows);
  return views.map((view, index) => ({ ...view, ...ownParcelMeasures(rows[index]!.product) }));
}

/** Admin views of the given products, in the order of `ids`. */
export async function loadAdminProductViews(
  db: DbOrTx,
  media: MediaService,
  ids: string[],
): Promise<AdminProduct[]> {
  return toAdminProductViews(media, await loadProductViewRows(db, ids));
}
