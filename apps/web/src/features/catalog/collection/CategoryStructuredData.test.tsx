import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryStructuredData } from './CategoryStructuredData';

const RAINWEAR = { _id: '00000000-0000-4000-8000-0000000000C7', name: 'Rainwear' };
const ROMPERS = { _id: '00000000-0000-4000-8000-0000000000c8', name: 'Rompers' };
const categories = [RAINWEAR, ROMPERS];

const scripts = () => [...document.querySelectorAll('script[type="application/ld+json"]')];

describe("the collection's breadcrumb for search engines", () => {
  it('leads Home, Collection, then the one category chosen, by its name', () => {
    // Ids are matched, and written, in lower case, as the collection's canonical address has them.
    render(
      <CategoryStructuredData chosen={[RAINWEAR._id.toLowerCase()]} categories={categories} />,
    );
    const origin = window.location.origin;
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Collection', item: `${origin}/collection` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Rainwear',
          item: `${origin}/collection?category=${RAINWEAR._id.toLowerCase()}`,
        },
      ],
    });
  });

  it.each([
    ['no category is chosen', [], categories],
    ['two categories are chosen', [RAINWEAR._id.toLowerCase(), ROMPERS._id], categories],
    ['the categories have not arrived yet', [ROMPERS._id], undefined],
    [
      'the category is not one the shop shows',
      ['00000000-0000-4000-8000-00000000dead'],
      categories,
    ],
  ])('is left out while %s', (_case, chosen, known) => {
    render(<CategoryStructuredData chosen={chosen} categories={known} />);
    expect(scripts()).toEqual([]);
  });
});
