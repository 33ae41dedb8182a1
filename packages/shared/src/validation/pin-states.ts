import type { IndianState } from './indian-states';

const UP_UK: readonly IndianState[] = ['Uttar Pradesh', 'Uttarakhand'];
const AP_TS: readonly IndianState[] = ['Andhra Pradesh', 'Telangana'];
const BIHAR_JHARKHAND: readonly IndianState[] = ['Bihar', 'Jharkhand'];

/**
 * The states and union territories a PIN code can be in, by its first two digits (India Post's
 * postal circles) or, where a circle serves more than one, its first three. Where a prefix is
 * shared (post offices on either side of a border, places moved between states since the codes
 * were given, Puducherry's enclaves inside three states) every state it serves is listed, so no
 * real address is refused. Prefixes India Post does not use for civil mail (9 is the Army Postal
 * Service) are absent, and nothing is checked for them.
 */
const PIN_PREFIX_STATES: Readonly<Record<string, readonly IndianState[]>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab'],
  // Chandigarh, with Mohali's offices of Punjab.
  '160': ['Chandigarh', 'Punjab'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir'],
  // Leh and Kargil: Ladakh since 2019, in Jammu and Kashmir's circle before.
  '194': ['Ladakh', 'Jammu and Kashmir'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  // Uttarakhand was carved out of these (Dehradun 248, Haridwar 249, Nainital 263...).
  '24': UP_UK,
  '25': UP_UK,
  '26': UP_UK,
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat'],
  // Diu (362520).
  '362': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat'],
  // Daman (396210) and Silvassa (396230), among Valsad's offices.
  '396': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '40': ['Maharashtra'],
  '403': ['Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  // One circle until 2014; mandals have moved between the two since.
  '50': AP_TS,
  '51': AP_TS,
  '52': AP_TS,
  '53': AP_TS,
  // Yanam (533464).
  '533': [...AP_TS, 'Puducherry'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu'],
  // Puducherry (605), Bahour (607), Karaikal (609).
  '605': ['Tamil Nadu', 'Puducherry'],
  '607': ['Tamil Nadu', 'Puducherry'],
  '609': ['Tamil Nadu', 'Puducherry'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala'],
  // Mahe (673310).
  '673': ['Kerala', 'Puducherry'],
  '68': ['Kerala'],
  // Lakshadweep's islands (682555 to 682559), among Kochi's offices.
  '682': ['Kerala', 'Lakshadweep'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal'],
  '737': ['Sikkim'],
  '74': ['West Bengal'],
  '744': ['Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  // Tirap and Longding (Khonsa 786630) are Arunachal Pradesh's.
  '786': ['Assam', 'Arunachal Pradesh'],
  '790': ['Arunachal Pradesh'],
  '791': ['Arunachal Pradesh'],
  '792': ['Arunachal Pradesh'],
  '793': ['Meghalaya'],
  '794': ['Meghalaya'],
  '795': ['Manipur'],
  '796': ['Mizoram'],
  '797': ['Nagaland'],
  '798': ['Nagaland'],
  '799': ['Tripura'],
  '80': ['Bihar'],
  '81': BIHAR_JHARKHAND,
  '82': BIHAR_JHARKHAND,
  '83': BIHAR_JHARKHAND,
  '84': ['Bihar'],
  '85': ['Bihar'],
};

/**
 * The states a PIN code may be in, the usual one first; undefined when its prefix is not one this
 * table knows (nothing is then checked).
 */
export function statesForPin(pin: string): readonly IndianState[] | undefined {
  return PIN_PREFIX_STATES[pin.slice(0, 3)] ?? PIN_PREFIX_STATES[pin.slice(0, 2)];
}

/** Whether a state fits a PIN code (`statesForPin`); a PIN of an unknown prefix fits any. */
export function pinFitsState(pin: string, state: string): boolean {
  const states = statesForPin(pin);
  return states === undefined || (states as readonly string[]).includes(state);
}

/** Beside the State field when it does not fit the PIN code. */
export function pinStateMessage(pin: string): string {
  const states = statesForPin(pin) ?? [];
  return `PIN code ${pin} is in ${states.join(' or ')}: choose ${states.length > 1 ? 'one of those' : 'that state'}, or check the PIN code`;
}
