/**
 * GST on an order, worked out once when it is placed. Prices are GST-inclusive: the tax is carved
 * out of what the shopper pays, never added on top. Rates are kept in basis points (5% is 500) so
 * every step is whole-number arithmetic on paise.
 */

/** HSN chapters whose rate follows the sale value of the piece: apparel, made-ups, footwear. */
export const VALUE_RATED_HSN_CHAPTERS = ['61', '62', '63', '64'] as const;

/** Above this value per piece (before tax), apparel and footwear pay the higher rate. */
export const VALUE_RATED_THRESHOLD_PAISE = 250_000;
export const VALUE_RATED_LOW_RATE_BP = 500;
export const VALUE_RATED_HIGH_RATE_BP = 1_800;

const BP_PER_WHOLE = 10_000;

export interface TaxableLineInput {
  /** What the line is worth after its share of the order's discount, tax included. */
  valuePaise: number;
  quantity: number;
  hsn: string;
  /** The category's fixed rate, used when the HSN is not rated by value. */
  fixedRateBp: number;
}

export interface TaxSplit {
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface OrderTax {
  lines: TaxSplit[];
  delivery: TaxSplit;
}

export function isValueRatedHsn(hsn: string): boolean {
  return (VALUE_RATED_HSN_CHAPTERS as readonly string[]).includes(hsn.slice(0, 2));
}

/**
 * The rate of a line. For apparel and footwear the piece's value is the line's value per unit;
 * it is taken before tax at the lower rate, and the higher rate applies when that value is above
 * the threshold. (A piece priced just above ₹2,625 thus pays 18%, as the lower rate's condition
 * no longer holds.)
 */
export function lineRateBp(line: TaxableLineInput): number {
  if (!isValueRatedHsn(line.hsn)) return line.fixedRateBp;
  // value / (quantity × (1 + 5%)) ≤ threshold, cross-multiplied to stay in whole numbers.
  const withinThreshold =
    line.valuePaise * BP_PER_WHOLE <=
    VALUE_RATED_THRESHOLD_PAISE * line.quantity * (BP_PER_WHOLE + VALUE_RATED_LOW_RATE_BP);
  return withinThreshold ? VALUE_RATED_LOW_RATE_BP : VALUE_RATED_HIGH_RATE_BP;
}

/** The value before tax of a tax-inclusive amount, to the nearest paisa (halves round up). */
export function taxableOf(inclusivePaise: number, rateBp: number): number {
  const divisor = BP_PER_WHOLE + rateBp;
  return Math.floor((2 * inclusivePaise * BP_PER_WHOLE + divisor) / (2 * divisor));
}

/**
 * Splits a tax-inclusive amount into its taxable value and tax. The parts always add up to the
 * amount, so an order's lines add up to what the shopper paid. Within the seller's state the tax
 * is halved into CGST and SGST: equal halves when the tax is an even number of paise, and when it
 * is odd, CGST takes the odd paisa, always, so every stored line follows one rule (decision 16).
 * To any other state it is IGST.
 */
export function splitInclusive(
  inclusivePaise: number,
  rateBp: number,
  intraState: boolean,
): TaxSplit {
  const taxablePaise = taxableOf(inclusivePaise, rateBp);
  const tax = inclusivePaise - taxablePaise;
  if (!intraState) return { rateBp, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgstPaise = Math.floor(tax / 2);
  return { rateBp, taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise, igstPaise: 0 };
}

/**
 * Tax for every line of an order and for its delivery charge. Delivery is taxed with the goods at
 * the rate of the line of highest value (the principal supply; the earlier line on a tie).
 */
export function orderTax(input: {
  lines: readonly TaxableLineInput[];
  deliveryPaise: number;
  intraState: boolean;
}): OrderTax {
  const rates = input.lines.map(lineRateBp);
  const lines = input.lines.map((line, i) =>
    splitInclusive(line.valuePaise, rates[i]!, input.intraState),
  );
  let principal = 0;
  input.lines.forEach((line, i) => {
    if (line.valuePaise > input.lines[principal]!.valuePaise) principal = i;
  });
  const deliveryRate = rates[principal] ?? 0;
  return { lines, delivery: splitInclusive(input.deliveryPaise, deliveryRate, input.intraState) };
}

export function taxOf(split: TaxSplit): number {
  return split.cgstPaise + split.sgstPaise + split.igstPaise;
}
