import type { IndianState } from '../validation/address';

/**
 * The GST code of each state and union territory: the first two characters of a GSTIN and the
 * "state code" an invoice prints beside the place of supply. Some states kept an older code for
 * registrations made before a reorganisation; a GSTIN may carry either.
 */
export const GST_STATE_CODES: Record<IndianState, { code: string; olderCodes?: string[] }> = {
  'Jammu and Kashmir': { code: '01' },
  'Himachal Pradesh': { code: '02' },
  Punjab: { code: '03' },
  Chandigarh: { code: '04' },
  Uttarakhand: { code: '05' },
  Haryana: { code: '06' },
  Delhi: { code: '07' },
  Rajasthan: { code: '08' },
  'Uttar Pradesh': { code: '09' },
  Bihar: { code: '10' },
  Sikkim: { code: '11' },
  'Arunachal Pradesh': { code: '12' },
  Nagaland: { code: '13' },
  Manipur: { code: '14' },
  Mizoram: { code: '15' },
  Tripura: { code: '16' },
  Meghalaya: { code: '17' },
  Assam: { code: '18' },
  'West Bengal': { code: '19' },
  Jharkhand: { code: '20' },
  Odisha: { code: '21' },
  Chhattisgarh: { code: '22' },
  'Madhya Pradesh': { code: '23' },
  Gujarat: { code: '24' },
  'Dadra and Nagar Haveli and Daman and Diu': { code: '26', olderCodes: ['25'] },
  Maharashtra: { code: '27' },
  Karnataka: { code: '29' },
  Goa: { code: '30' },
  Lakshadweep: { code: '31' },
  Kerala: { code: '32' },
  'Tamil Nadu': { code: '33' },
  Puducherry: { code: '34' },
  'Andaman and Nicobar Islands': { code: '35' },
  Telangana: { code: '36' },
  'Andhra Pradesh': { code: '37', olderCodes: ['28'] },
  Ladakh: { code: '38' },
};

export function gstStateCode(state: IndianState): string {
  return GST_STATE_CODES[state].code;
}
