import type { Crumb } from '@littleloom/shared';

/**
 * The steps above a category's products, as the product page's breadcrumb shows them: Home,
 * Collection, then the category's page in the collection.
 */
export function categoryCrumbs(origin: string, category: { _id: string; name: string }): Crumb[] {
  const at = (path: string) => new URL(path, origin).href;
  return [
    { name: 'Home', url: at('/') },
    { name: 'Collection', url: at('/collection') },
    // The category's page by its canonical address, which writes ids in lower case.
    {
      name: category.name,
      url: at(`/collection?category=${encodeURIComponent(category._id.toLowerCase())}`),
    },
  ];
}
