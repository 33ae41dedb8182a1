import type { Product } from '@littleloom/shared';
import { ShareMeta } from '../../../ui/ShareMeta';
import { productMetaDescription } from './product-meta';

/** The size the server draws every product's share picture at (GET /og/product/<id>.jpg). */
const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** A shared link to the product: its name, snippet, share picture and the price paid now. */
export function ProductShareMeta({ product }: { product: Product }) {
  return (
    <ShareMeta
      title={product.name}
      description={productMetaDescription(product)}
      path={`/product/${product._id}`}
      picture={{
        url: `/og/product/${product._id}.jpg`,
        ...SHARE_PICTURE_SIZE,
        alt: product.name,
      }}
      // What the cart charges for a piece: the sale price when one is set.
      productPrice={product.discountPrice ?? product.price}
    />
  );
}
