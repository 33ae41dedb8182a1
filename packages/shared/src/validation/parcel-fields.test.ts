import { describe, expect, it } from 'vitest';
import { categoryInputSchema, productFieldsSchema } from './catalog';
import { PARCEL_FIELD_MESSAGES } from './parcel-fields';

const product = {
  name: 'Rainbow Frock',
  description: 'A twirly cotton frock.',
  category: 'a0000000-0000-4000-8000-000000000000',
  brand: 'Hopscotch',
  price: '899',
  sizes: JSON.stringify([{ size: 'M', stock: 2 }]),
};

const parseProduct = (figures: Record<string, unknown>) =>
  productFieldsSchema.safeParse({ ...product, ...figures });
const parseCategory = (figures: Record<string, unknown>) =>
  categoryInputSchema.safeParse({ name: 'Footwear', description: 'Shoes', ...figures });
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a product’s parcel figures', () => {
  it('are left out, given as form text or numbers, or emptied back to the category’s', () => {
    const left = parseProduct({}).data;
    expect(left?.weightGrams).toBeUndefined();
    expect(left?.heightCm).toBeUndefined();
    expect(
      parseProduct({ weightGrams: ' 450 ', lengthCm: 35, breadthCm: '28', heightCm: '6' }).data,
    ).toMatchObject({ weightGrams: 450, lengthCm: 35, breadthCm: 28, heightCm: 6 });
    expect(parseProduct({ weightGrams: '', lengthCm: ' ', breadthCm: null }).data).toMatchObject({
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
    });
  });

  it('are whole grams from 1 to 30,000 and whole cm from 1 to 150', () => {
    expect(parseProduct({ weightGrams: '30000', lengthCm: '150', heightCm: '1' }).success).toBe(
      true,
    );
    for (const [figures, message] of [
      [{ weightGrams: '0' }, PARCEL_FIELD_MESSAGES.weightInvalid],
      [{ weightGrams: '30001' }, PARCEL_FIELD_MESSAGES.weightInvalid],
      [{ weightGrams: '12.5' }, PARCEL_FIELD_MESSAGES.weightInvalid],
      [{ lengthCm: '151' }, PARCEL_FIELD_MESSAGES.lengthInvalid],
      [{ breadthCm: 'wide' }, PARCEL_FIELD_MESSAGES.breadthInvalid],
      [{ heightCm: -1 }, PARCEL_FIELD_MESSAGES.heightInvalid],
    ] as const) {
      expect(firstMessage(parseProduct(figures)), JSON.stringify(figures)).toBe(message);
    }
  });
});

describe('a category’s parcel figures', () => {
  it('may be left out, for the defaults or the figures kept, but not emptied', () => {
    const left = parseCategory({}).data;
    expect(left).toEqual({ name: 'Footwear', description: 'Shoes' });
    expect(
      parseCategory({ weightGrams: '700', lengthCm: 32, breadthCm: '20', heightCm: 12 }).data,
    ).toMatchObject({ weightGrams: 700, lengthCm: 32, breadthCm: 20, heightCm: 12 });
    expect(firstMessage(parseCategory({ weightGrams: '' }))).toBe(
      PARCEL_FIELD_MESSAGES.weightRequired,
    );
    expect(firstMessage(parseCategory({ heightCm: null }))).toBe(
      PARCEL_FIELD_MESSAGES.heightRequired,
    );
    expect(firstMessage(parseCategory({ breadthCm: 0 }))).toBe(
      PARCEL_FIELD_MESSAGES.breadthInvalid,
    );
    expect(firstMessage(parseCategory({ lengthCm: '1e3' }))).toBe(
      PARCEL_FIELD_MESSAGES.lengthInvalid,
    );
  });
});
