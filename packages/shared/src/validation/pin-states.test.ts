import { describe, expect, it } from 'vitest';
import { addressSchema, INDIAN_STATES, type IndianState } from './address';
import { pinFitsState, pinStateMessage, statesForPin } from './pin-states';

/** Real post offices, each with the state or union territory it is in. */
const REAL_PINS: [string, IndianState, string][] = [
  ['110001', 'Delhi', 'Connaught Place'],
  ['122001', 'Haryana', 'Gurugram'],
  ['134109', 'Haryana', 'Panchkula'],
  ['141001', 'Punjab', 'Ludhiana'],
  ['143001', 'Punjab', 'Amritsar'],
  ['160017', 'Chandigarh', 'Sector 17'],
  ['160062', 'Punjab', 'Mohali'],
  ['171001', 'Himachal Pradesh', 'Shimla'],
  ['180001', 'Jammu and Kashmir', 'Jammu'],
  ['190001', 'Jammu and Kashmir', 'Srinagar'],
  ['194101', 'Ladakh', 'Leh'],
  ['201301', 'Uttar Pradesh', 'Noida'],
  ['226001', 'Uttar Pradesh', 'Lucknow'],
  ['244001', 'Uttar Pradesh', 'Moradabad'],
  ['248001', 'Uttarakhand', 'Dehradun'],
  ['249401', 'Uttarakhand', 'Haridwar'],
  ['263001', 'Uttarakhand', 'Nainital'],
  ['282001', 'Uttar Pradesh', 'Agra'],
  ['302001', 'Rajasthan', 'Jaipur'],
  ['342001', 'Rajasthan', 'Jodhpur'],
  ['380001', 'Gujarat', 'Ahmedabad'],
  ['362520', 'Dadra and Nagar Haveli and Daman and Diu', 'Diu'],
  ['396001', 'Gujarat', 'Valsad'],
  ['396210', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman'],
  ['396230', 'Dadra and Nagar Haveli and Daman and Diu', 'Silvassa'],
  ['400001', 'Maharashtra', 'Mumbai GPO'],
  ['411001', 'Maharashtra', 'Pune'],
  ['403001', 'Goa', 'Panaji'],
  ['440001', 'Maharashtra', 'Nagpur'],
  ['452001', 'Madhya Pradesh', 'Indore'],
  ['462001', 'Madhya Pradesh', 'Bhopal'],
  ['492001', 'Chhattisgarh', 'Raipur'],
  ['500001', 'Telangana', 'Hyderabad GPO'],
  ['520001', 'Andhra Pradesh', 'Vijayawada'],
  ['530001', 'Andhra Pradesh', 'Visakhapatnam'],
  ['533464', 'Puducherry', 'Yanam'],
  ['560001', 'Karnataka', 'Bengaluru GPO'],
  ['570001', 'Karnataka', 'Mysuru'],
  ['600001', 'Tamil Nadu', 'Chennai GPO'],
  ['641001', 'Tamil Nadu', 'Coimbatore'],
  ['605001', 'Puducherry', 'Puducherry'],
  ['609602', 'Puducherry', 'Karaikal'],
  ['673310', 'Puducherry', 'Mahe'],
  ['682001', 'Kerala', 'Kochi'],
  ['682555', 'Lakshadweep', 'Kavaratti'],
  ['695001', 'Kerala', 'Thiruvananthapuram'],
  ['700001', 'West Bengal', 'Kolkata GPO'],
  ['734101', 'West Bengal', 'Darjeeling'],
  ['737101', 'Sikkim', 'Gangtok'],
  ['744101', 'Andaman and Nicobar Islands', 'Port Blair'],
  ['751001', 'Odisha', 'Bhubaneswar'],
  ['781001', 'Assam', 'Guwahati'],
  ['786630', 'Arunachal Pradesh', 'Khonsa'],
  ['791111', 'Arunachal Pradesh', 'Itanagar'],
  ['793001', 'Meghalaya', 'Shillong'],
  ['795001', 'Manipur', 'Imphal'],
  ['796001', 'Mizoram', 'Aizawl'],
  ['797112', 'Nagaland', 'Dimapur'],
  ['799001', 'Tripura', 'Agartala'],
  ['800001', 'Bihar', 'Patna'],
  ['834001', 'Jharkhand', 'Ranchi'],
  ['826001', 'Jharkhand', 'Dhanbad'],
  ['842001', 'Bihar', 'Muzaffarpur'],
];

describe('statesForPin', () => {
  it.each(REAL_PINS)('puts %s in %s (%s)', (pin, state) => {
    expect(statesForPin(pin)).toContain(state);
    expect(pinFitsState(pin, state)).toBe(true);
  });

  it.each([
    ['560001', 'Kerala'],
    ['110001', 'Haryana'],
    ['400001', 'Goa'],
    ['403001', 'Maharashtra'],
    ['737101', 'West Bengal'],
    ['744101', 'Tamil Nadu'],
    ['682001', 'Tamil Nadu'],
    ['793001', 'Assam'],
    ['302001', 'Gujarat'],
  ])('does not put %s in %s', (pin, state) => {
    expect(pinFitsState(pin, state)).toBe(false);
  });

  it('names a state for every prefix it knows, and only states of the list', () => {
    for (let prefix = 11; prefix <= 85; prefix += 1) {
      for (const state of statesForPin(`${prefix}0000`) ?? []) {
        expect(INDIAN_STATES).toContain(state);
      }
    }
    // Every state and union territory has some PIN code.
    const reached = new Set(REAL_PINS.map(([, state]) => state));
    expect([...INDIAN_STATES].filter((state) => !reached.has(state))).toEqual([]);
  });

  it('checks nothing for a prefix India Post does not use for civil mail', () => {
    expect(statesForPin('990001')).toBeUndefined();
    expect(pinFitsState('990001', 'Kerala')).toBe(true);
  });
});

describe('the address schema', () => {
  const address = (zip: string, state: string) =>
    addressSchema.safeParse({
      fullname: 'Asha Rao',
      phone: '9876543210',
      street: '12 MG Road',
      city: 'Bengaluru',
      state,
      zip,
      country: 'India',
    });

  it('refuses a state the PIN code is not in, with the message beside the state', () => {
    const result = address('560001', 'Kerala');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['state'], message: pinStateMessage('560001') }),
    ]);
    expect(pinStateMessage('560001')).toBe(
      'PIN code 560001 is in Karnataka: choose that state, or check the PIN code',
    );
    expect(address('560 001', 'karnataka').success).toBe(true);
  });
});
