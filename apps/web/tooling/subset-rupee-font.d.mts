/** Types of subset-rupee-font.mjs, for its test. */
export const RUPEE: string;
export const WEIGHTS: readonly number[];
/** Where the rupee font of `weight` is kept in the source tree. */
export function rupeeFontFile(weight: number): string;
/** Nunito's ₹ at `weight`, alone, as WOFF2. */
export function subsetRupee(weight: number): Promise<Buffer>;
