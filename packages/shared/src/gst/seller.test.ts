import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES } from './gstin';
import { SELLER_MESSAGES, sellerDetailsSchema, type SellerDetailsInput } from './seller';

const valid: SellerDetailsInput = {
  legalName: 'Little Loom Retail Private Limited',
  tradeName: 'Little Loom',
  address: '42 Residency Road, Bengaluru 560025',
  state: 'Karnataka',
  gstin: ' 29aagcb7383j1z4 ',
  grievanceOfficer: { name: 'Anita Rao', email: 'Grievance@LittleLoom.in', phone: '9876543210' },
};

const messages = (input: unknown) => {
  const result = sellerDetailsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('seller details', () => {
  it('keep a GSTIN in capitals and an e-mail in lower case', () => {
    const details = sellerDetailsSchema.parse(valid);
    expect(details.gstin).toBe('29AAGCB7383J1Z4');
    expect(details.grievanceOfficer.email).toBe('grievance@littleloom.in');
  });

  it('may leave the GSTIN out until the shop is registered', () => {
    expect(sellerDetailsSchema.parse({ ...valid, gstin: '' }).gstin).toBeNull();
    expect(sellerDetailsSchema.parse({ ...valid, gstin: null }).gstin).toBeNull();
    const { gstin: _left, ...withoutGstin } = valid;
    expect(sellerDetailsSchema.parse(withoutGstin).gstin).toBeNull();
  });

  it('refuse a GSTIN of another state, or with a typing error', () => {
    expect(messages({ ...valid, state: 'Maharashtra' })).toEqual([GSTIN_MESSAGES.state]);
    expect(messages({ ...valid, gstin: '29AAGCB7383J1Z5' })).toEqual([GSTIN_MESSAGES.checksum]);
    expect(messages({ ...valid, gstin: '29AAGCB7383J1Z' })).toEqual([GSTIN_MESSAGES.length]);
  });

  it('need every other field, each with its own message', () => {
    expect(
      messages({
        ...valid,
        legalName: ' ',
        tradeName: '',
        address: '',
        grievanceOfficer: { name: '', email: 'nobody', phone: '12345' },
      }),
    ).toEqual([
      SELLER_MESSAGES.legalName,
      SELLER_MESSAGES.tradeName,
      SELLER_MESSAGES.address,
      SELLER_MESSAGES.officerName,
      'Enter a valid email address',
      SELLER_MESSAGES.officerPhone,
    ]);
    expect(messages({ ...valid, state: 'Atlantis' })).toEqual([
      'Choose a state or union territory from the list',
    ]);
  });

  it('have no pickup address until one is given, as details saved before it existed', () => {
    expect(sellerDetailsSchema.parse(valid).pickupAddress).toBeNull();
    expect(sellerDetailsSchema.parse({ ...valid, pickupAddress: null }).pickupAddress).toBeNull();
  });

  it('take a pickup address whole, its PIN without spaces', () => {
    const pickupAddress = {
      phone: ' 9845054321 ',
      street: ' 42 Residency Road ',
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: '560 025',
    };
    expect(sellerDetailsSchema.parse({ ...valid, pickupAddress }).pickupAddress).toEqual({
      phone: '9845054321',
      street: '42 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: '560025',
    });
    expect(
      messages({
        ...valid,
        pickupAddress: {
          phone: '5845054321',
          street: '',
          city: ' ',
          state: 'Atlantis',
          pin: '0600',
        },
      }),
    ).toEqual([
      SELLER_MESSAGES.pickupPhone,
      SELLER_MESSAGES.pickupStreet,
      SELLER_MESSAGES.pickupCity,
      SELLER_MESSAGES.pickupState,
      SELLER_MESSAGES.pickupPin,
    ]);
  });
});
