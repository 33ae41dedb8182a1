import { useShopOrigin } from '../lib/page-from-server';

/** A page search engines may list: what the result says under its title, and its one address. */
interface ListedPage {
  /** The snippet under the page's title in search results (about 155 characters at most). */
  description: string;
  /**
   * The page's own path and query (`/product/<id>`, `/collection?category=<id>`): every address
   * that shows the same page (another sort, a tracking tag) points search engines here.
   */
  canonicalPath: string;
  noindex?: never;
}

/** A page search engines should leave out of results: a shopper's own pages, sign-in, the 404. */
interface UnlistedPage {
  noindex: true;
  description?: never;
  canonicalPath?: never;
}

/**
 * What a page tells search engines. React hoists these tags into the document's head wherever
 * they render, and takes them away with the page.
 */
export function PageMeta(props: ListedPage | UnlistedPage) {
  const origin = useShopOrigin();
  if (props.noindex) return <meta name="robots" content="noindex" />;
  return (
    <>
      <meta name="description" content={props.description} />
      {origin === undefined ? null : (
        <link rel="canonical" href={`${origin}${props.canonicalPath}`} />
      )}
    </>
  );
}
