import { CATEGORY_PARAM, PAGE_PARAM, type CollectionView } from './collection-params';

/**
 * The collection's one address for search engines: its categories and page only. The sort, the
 * other filters and the search are a shopper's way through the same products, not pages of
 * their own.
 */
export function collectionCanonicalPath(view: Pick<CollectionView, 'categories' | 'page'>): string {
  const params = new URLSearchParams();
  for (const id of view.categories) params.append(CATEGORY_PARAM, id);
  if (view.page > 1) params.set(PAGE_PARAM, String(view.page));
  const query = params.toString();
  return query ? `/collection?${query}` : '/collection';
}

/** The collection's search snippet, naming the categories it shows (none: the whole shop). */
export function collectionDescription(categoryNames: readonly string[]): string {
  const offer = 'soft clothes and everyday goods for babies and children, delivered across India.';
  if (categoryNames.length === 0) return `Shop the whole Little Loom collection: ${offer}`;
  const names =
    categoryNames.length === 1
      ? categoryNames[0]
      : `${categoryNames.slice(0, -1).join(', ')} and ${categoryNames.at(-1) ?? ''}`;
  return `${names} at Little Loom: ${offer}`;
}
