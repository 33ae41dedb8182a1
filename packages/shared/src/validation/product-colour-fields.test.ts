import { describe, expect, it } from 'vitest';
import { productFieldsSchema } from './catalog';
import { COLOUR_MESSAGES } from './colours';

const product = {
  name: 'Rainbow Frock',
  description: 'A twirly cotton frock.',
  category: 'a0000000-0000-4000-8000-000000000000',
  brand: 'Hopscotch',
  price: '899',
  sizes: JSON.stringify([{ size: 'M', stock: 2 }]),
};

const parse = (colour: Record<string, string>) =>
  productFieldsSchema.safeParse({ ...product, ...colour });

describe('the product form’s colour', () => {
  it('is left out, given whole, or taken away with both fields empty', () => {
    const left = parse({}).data;
    expect(left?.colourName).toBeUndefined();
    expect(left?.colourHex).toBeUndefined();
    expect(parse({ colourName: ' Mint green ', colourHex: '#A8E0C5' }).data).toMatchObject({
      colourName: 'Mint green',
      colourHex: '#a8e0c5',
    });
    expect(parse({ colourName: '', colourHex: ' ' }).data).toMatchObject({
      colourName: null,
      colourHex: null,
    });
  });

  it('needs both a name and a dot', () => {
    const halves: Record<string, string>[] = [
      { colourName: 'Navy' },
      { colourHex: '#23395d' },
      { colourName: 'Navy', colourHex: '' },
      { colourName: '', colourHex: '#23395d' },
    ];
    for (const half of halves) {
      expect(parse(half).error?.issues[0]?.message, JSON.stringify(half)).toBe(
        COLOUR_MESSAGES.bothOrNeither,
      );
    }
  });

  it('checks the name and the dot', () => {
    expect(parse({ colourName: 'Navy', colourHex: 'navy' }).error?.issues[0]?.message).toBe(
      COLOUR_MESSAGES.hexInvalid,
    );
    expect(
      parse({ colourName: 'N'.repeat(31), colourHex: '#23395d' }).error?.issues[0]?.message,
    ).toBe(COLOUR_MESSAGES.nameInvalid);
    expect(
      parse({ colourName: 'Na\u0007vy', colourHex: '#23395d' }).error?.issues[0]?.message,
    ).toBe(COLOUR_MESSAGES.nameInvalid);
  });
});
