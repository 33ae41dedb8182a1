import { breadcrumbStructuredData } from '@littleloom/shared';
import { useShopOrigin } from '../../../lib/page-from-server';
import { JsonLdScript } from '../../../ui/JsonLdScript';
import { categoryCrumbs } from '../catalog-breadcrumbs';

/**
 * Home / Collection / <category> for search engines, while the collection shows one category, once
 * its name is known (the categories' list has arrived).
 */
export function CategoryStructuredData({
  chosen,
  categories,
}: {
  /** The chosen categories' ids, as the collection's view keeps them (lower case). */
  chosen: readonly string[];
  categories: readonly { _id: string; name: string }[] | undefined;
}) {
  const origin = useShopOrigin();
  const [id, ...others] = chosen;
  if (origin === undefined || id === undefined || others.length > 0) return null;
  const category = categories?.find((candidate) => candidate._id.toLowerCase() === id);
  if (!category) return null;
  return <JsonLdScript data={breadcrumbStructuredData(categoryCrumbs(origin, category))} />;
}
