/**
 * What the built-in courier simulator answers, so that a shop without a courier account can try
 * every case: delivery refused, cash on delivery refused, and the days a parcel takes by how far it
 * goes. The README's Shipping section lists the same PIN codes.
 */

/** PIN codes no courier of the simulator reaches: islands and the high Himalaya. */
export const SIMULATOR_UNSERVED_PINS: ReadonlyMap<string, string> = new Map([
  ['744101', 'Port Blair, Andaman and Nicobar Islands'],
  ['682555', 'Kavaratti, Lakshadweep'],
  ['194101', 'Leh, Ladakh'],
]);

/** PIN codes the simulator delivers to, but where no courier collects cash on delivery. */
export const SIMULATOR_NO_COD_PINS: ReadonlyMap<string, string> = new Map([
  ['737101', 'Gangtok, Sikkim'],
  ['795001', 'Imphal, Manipur'],
  ['796001', 'Aizawl, Mizoram'],
]);

/**
 * PIN codes starting so are far from every sorting hub whatever the pickup: the north-east (78,
 * 79: Assam and the seven states beyond it), Sikkim (737), Jammu, Kashmir and Ladakh (18, 19) and
 * the Andaman and Nicobar Islands (744).
 */
export const SIMULATOR_REMOTE_PREFIXES: readonly string[] = ['78', '79', '737', '18', '19', '744'];

/**
 * Days from pickup to delivery, fewest and most, by how far apart the two PIN codes are. A PIN's
 * first digit is its region, the first two its postal circle, the first three its sorting district.
 * The estimate the shop gives is the most, so that a parcel is rarely later than promised.
 */
export const SIMULATOR_TRANSIT_DAYS = {
  /** The same sorting district (first three digits). */
  district: [1, 2],
  /** The same postal circle (first two digits). */
  circle: [2, 3],
  /** The same region (first digit). */
  region: [3, 5],
  /** Anywhere else; also every ordinary PIN while the shop has no pickup address. */
  elsewhere: [4, 6],
  /** A remote destination (SIMULATOR_REMOTE_PREFIXES) outside the pickup's own district. */
  remote: [6, 8],
} as const satisfies Record<string, readonly [number, number]>;

export type SimulatorZone = keyof typeof SIMULATOR_TRANSIT_DAYS;

/**
 * PIN codes where the simulator's courier finds nobody home on its first attempt and delivers on
 * the next, the day after.
 */
export const SIMULATOR_FAILS_FIRST_ATTEMPT_PINS: ReadonlyMap<string, string> = new Map([
  ['411099', 'Pune (a made-up delivery area)'],
]);

/**
 * PIN codes where every attempt of the simulator's courier fails: after two it sends the parcel
 * back to the shop (return to origin).
 */
export const SIMULATOR_RETURNED_PINS: ReadonlyMap<string, string> = new Map([
  ['110099', 'Delhi (a made-up delivery area)'],
]);
