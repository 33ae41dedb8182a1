import { formatRupees } from '@littleloom/shared';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/product-factory';
import { clippedAtWord, DESCRIPTION_LENGTH, productMetaDescription } from './product-meta';

describe('clippedAtWord', () => {
  it('keeps a text that fits, on one line', () => {
    expect(clippedAtWord('  Soft\n\ncotton   romper. ', 40)).toBe('Soft cotton romper.');
  });

  it('cuts a long text after its last whole word that fits, without trailing punctuation', () => {
    expect(clippedAtWord('Soft cotton, washed twice before cutting', 20)).toBe('Soft cotton…');
  });

  it('cuts a single word longer than the room where the room ends', () => {
    expect(clippedAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
  });
});

describe('productMetaDescription', () => {
  it('is the description’s start, clipped at a word, then the price in rupees', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const description = productMetaDescription(makeProduct({ description: words, price: 450 }));
    const [excerpt = ''] = description.split(' ₹');
    expect(excerpt.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(words.startsWith(excerpt.replace(/…$/, ''))).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(description.endsWith(`${formatRupees(450)} at Little Loom.`)).toBe(true);
  });

  it('ends a short description as a sentence and gives the sale price when on sale', () => {
    const product = makeProduct({
      description: 'A frock for summer',
      price: 900,
      discountPrice: 700,
    });
    expect(productMetaDescription(product)).toBe(
      `A frock for summer. ${formatRupees(700)} at Little Loom.`,
    );
  });

  it('falls back on the product’s name when it has no description', () => {
    const product = makeProduct({ name: 'Bunny Romper', description: ' ', price: 500 });
    expect(productMetaDescription(product)).toBe(
      `Bunny Romper. ${formatRupees(500)} at Little Loom.`,
    );
  });
});
