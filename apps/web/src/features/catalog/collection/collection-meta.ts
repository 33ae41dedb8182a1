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

/** 'Frocks', 'Frocks and Shoes', 'Frocks, Hats and Shoes'. */
function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The collection's search snippet, naming the categories it shows (none: the whole shop). */
export function collectionDescription(categoryNames: readonly string[]): string {
  const offer = 'soft clothes and everyday goods for babies and children, delivered across India.';
  if (categoryNames.length === 0) return `Shop the whole Little Loom collection: ${offer}`;
  return `${namesInWords(categoryNames)} at Little Loom: ${offer}`;
}

/**
 * The collection's heading: the categories it shows, by name, or the whole shop's. While a chosen
 * category's name is still on its way, a heading that names nothing wrong.
 */
export function collectionHeading(categoryNames: readonly string[], chosen: number): string {
  if (chosen === 0) return 'All Collections';
  return categoryNames.length === chosen ? namesInWords(categoryNames) : 'Collection';
}

/** The collection's title: a category's page is listed and shared under the category's name. */
export function collectionTitle(categoryNames: readonly string[]): string {
  return `${categoryNames.length === 0 ? 'Collection' : namesInWords(categoryNames)} · Little Loom`;
}
