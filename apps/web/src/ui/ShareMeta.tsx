import { CURRENCY, SHOP_NAME } from '@littleloom/shared';
import { useShopOrigin } from '../lib/page-from-server';

/** The picture a shared link shows (a JPEG, as the shop draws them), at its own size. */
export interface SharePicture {
  /** The picture's path on the shop (or its full address). */
  url: string;
  width: number;
  height: number;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
}

interface ShareMetaProps {
  title: string;
  description: string;
  /** The page's canonical path and query, as PageMeta names it. */
  path: string;
  /** Without one, the link shows as a small card of words. */
  picture?: SharePicture | undefined;
  /** The rupees a shopper pays now: the page is shared as a product, with its price. */
  productPrice?: number | undefined;
}

/**
 * How a link to the page looks where it is shared (WhatsApp, social sites, chats): Open Graph
 * and Twitter card tags, hoisted into the head by React. Addresses in them must be absolute, so
 * the build's prerender, which knows no origin, writes only the words.
 */
export function ShareMeta({ title, description, path, picture, productPrice }: ShareMetaProps) {
  const origin = useShopOrigin();
  const image = picture && origin !== undefined ? new URL(picture.url, origin).href : undefined;
  return (
    <>
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:locale" content="en_IN" />
      <meta property="og:type" content={productPrice === undefined ? 'website' : 'product'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {origin === undefined ? null : (
        <meta property="og:url" content={new URL(path, origin).href} />
      )}
      {picture && image !== undefined ? (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:width" content={String(picture.width)} />
          <meta property="og:image:height" content={String(picture.height)} />
          <meta property="og:image:alt" content={picture.alt} />
        </>
      ) : null}
      {productPrice === undefined ? null : (
        <>
          <meta property="product:price:amount" content={productPrice.toFixed(2)} />
          <meta property="product:price:currency" content={CURRENCY} />
        </>
      )}
      <meta name="twitter:card" content={image === undefined ? 'summary' : 'summary_large_image'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {picture && image !== undefined ? (
        <>
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={picture.alt} />
        </>
      ) : null}
    </>
  );
}
