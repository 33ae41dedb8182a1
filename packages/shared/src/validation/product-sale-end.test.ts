import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, productFieldsSchema, productFieldsSchemaOn } from './catalog';

const product = {
  name: 'Rainbow Frock',
  description: 'A twirly cotton frock.',
  category: 'a0000000-0000-4000-8000-000000000000',
  brand: 'Hopscotch',
  price: '899',
  sizes: JSON.stringify([{ size: 'M', stock: 2 }]),
};

const today = '2026-11-20';
const parseOn = (fields: Record<string, unknown>) =>
  productFieldsSchemaOn(today).safeParse({ ...product, ...fields });
const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a sale’s end', () => {
  it('is the sale’s last day, today or later, beside a sale price', () => {
    expect(parseOn({ discountPrice: '749', saleEndsOn: '2026-11-30' }).data).toMatchObject({
      discountPrice: 749,
      saleEndsOn: '2026-11-30',
    });
    // A sale may end tonight: it holds to the end of the day.
    expect(parseOn({ discountPrice: '749', saleEndsOn: today }).data?.saleEndsOn).toBe(today);
  });

  it('is null when emptied and left out when not sent, so an edit can keep it', () => {
    expect(parseOn({ discountPrice: '749', saleEndsOn: '' }).data?.saleEndsOn).toBeNull();
    expect(parseOn({ discountPrice: '749', saleEndsOn: ' ' }).data?.saleEndsOn).toBeNull();
    const left = parseOn({ discountPrice: '749' });
    expect(left.success).toBe(true);
    expect(left.data).not.toHaveProperty('saleEndsOn');
    // Emptied without a sale price: there is no sale and no end.
    expect(parseOn({ saleEndsOn: '' }).data?.saleEndsOn).toBeNull();
  });

  it('is refused without a sale price', () => {
    expect(messagesOf(parseOn({ saleEndsOn: '2026-11-30' }))).toEqual([
      ['saleEndsOn', PRODUCT_MESSAGES.saleEndWithoutSalePrice],
    ]);
    expect(
      messagesOf(productFieldsSchema.safeParse({ ...product, saleEndsOn: '2026-11-30' })),
    ).toEqual([['saleEndsOn', PRODUCT_MESSAGES.saleEndWithoutSalePrice]]);
  });

  it('is refused on a day already past', () => {
    expect(messagesOf(parseOn({ discountPrice: '749', saleEndsOn: '2026-11-19' }))).toEqual([
      ['saleEndsOn', PRODUCT_MESSAGES.saleEndPast],
    ]);
  });

  it('is refused when it is not a real day', () => {
    for (const saleEndsOn of ['2026-02-30', '30/11/2026', 'soon', 20261130]) {
      expect(messagesOf(parseOn({ discountPrice: '749', saleEndsOn })), String(saleEndsOn)).toEqual(
        [['saleEndsOn', PRODUCT_MESSAGES.saleEndInvalid]],
      );
    }
  });
});
