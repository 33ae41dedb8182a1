import type { Product, ProductColour, ProductSize } from '@littleloom/shared';
import { makeProduct } from '../../../test/product-factory';
import { CATEGORIES } from '../catalog-test-server';

/**
 * Test helper (not used by the app): ten products with sizes in and out of stock, colours, eight
 * brands, sale prices and a spread of prices, for the collection's filters.
 *
 * | name            | brand       | colour     | sizes (stock)       | price | sale |
 * | Mint Romper     | Cotton Bee  | Mint green | 2-3Y (3), 4-5Y (0)  |   600 |      |
 * | Navy Shorts     | Little Loom | Navy       | 4-5Y (2), 6-7Y (1)  |   900 |  700 |
 * | Pink Frock      | Cotton Bee  | Pink       | 4-5Y (5)            |  1200 | 1000 |
 * | Red Sneakers    | Tiny Toes   | Red        | 8-9Y (0)            |  1500 |      |
 * | Navy Tee        | Little Loom | Navy       | 2-3Y (4)            |   400 |      |
 * | Yellow Raincoat | Puddle      | Yellow     | 6-7Y (2)            |  2000 | 1800 |
 * | Acorn Cap       | Acorn       |            | 2-3Y (1)            |   300 |      |
 * | Bramble Bib     | Bramble     |            | 2-3Y (1)            |   350 |      |
 * | Dandelion Dress | Dandelion   |            | 4-5Y (1)            |  1100 |      |
 * | Everleaf Socks  | Everleaf    |            | 2-3Y (6)            |   250 |      |
 */
export function makeFilterCatalogue(): Product[] {
  const colour = (name: string, hex: string): ProductColour => ({ name, hex });
  const sizes = (...pairs: [string, number][]): ProductSize[] =>
    pairs.map(([size, stock]) => ({ size, stock }));
  const piece = (
    name: string,
    category: keyof typeof CATEGORIES,
    brand: string,
    pieceColour: ProductColour | null,
    pieceSizes: ProductSize[],
    price: number,
    discountPrice: number | null = null,
  ) =>
    makeProduct({
      name,
      category: { ...CATEGORIES[category] },
      brand,
      colour: pieceColour,
      sizes: pieceSizes,
      stock: pieceSizes.reduce((sum, s) => sum + s.stock, 0),
      price,
      discountPrice,
    });
  const navy = colour('Navy', '#23395d');
  return [
    piece(
      'Mint Romper',
      'girls',
      'Cotton Bee',
      colour('Mint green', '#a8e0c5'),
      sizes(['2-3Y', 3], ['4-5Y', 0]),
      600,
    ),
    piece('Navy Shorts', 'boys', 'Little Loom', navy, sizes(['4-5Y', 2], ['6-7Y', 1]), 900, 700),
    piece(
      'Pink Frock',
      'girls',
      'Cotton Bee',
      colour('Pink', '#f29bb8'),
      sizes(['4-5Y', 5]),
      1200,
      1000,
    ),
    piece(
      'Red Sneakers',
      'footwear',
      'Tiny Toes',
      colour('Red', '#d64045'),
      sizes(['8-9Y', 0]),
      1500,
    ),
    piece('Navy Tee', 'boys', 'Little Loom', navy, sizes(['2-3Y', 4]), 400),
    piece(
      'Yellow Raincoat',
      'boys',
      'Puddle',
      colour('Yellow', '#f4c542'),
      sizes(['6-7Y', 2]),
      2000,
      1800,
    ),
    piece('Acorn Cap', 'boys', 'Acorn', null, sizes(['2-3Y', 1]), 300),
    piece('Bramble Bib', 'girls', 'Bramble', null, sizes(['2-3Y', 1]), 350),
    piece('Dandelion Dress', 'girls', 'Dandelion', null, sizes(['4-5Y', 1]), 1100),
    piece('Everleaf Socks', 'footwear', 'Everleaf', null, sizes(['2-3Y', 6]), 250),
  ];
}
