import { formatRupees, PRODUCT_LIST_MESSAGES, type PriceRange } from '@littleloom/shared';
import { parsePriceBound } from './collection-params';

/** The price slider's ends and step, in whole rupees. */
export interface SliderScale {
  min: number;
  max: number;
  step: number;
}

/**
 * A step that gives the slider about a hundred positions or fewer, in round rupees, so a key
 * press moves it by a sensible amount (₹1 across ₹300, ₹10 across ₹3,000).
 */
function stepFor(span: number): number {
  for (const step of [1, 5, 10, 50, 100, 500, 1000]) {
    if (span / step <= 150) return step;
  }
  return 5000;
}

/**
 * The slider over the prices the other filters leave (`bounds`), stretched to a chosen bound
 * outside them, its ends rounded out to the step; null when there is nothing to slide between.
 */
export function sliderScale(
  bounds: PriceRange | null,
  minPrice: number | null,
  maxPrice: number | null,
): SliderScale | null {
  if (!bounds) return null;
  const low = Math.min(bounds.min, minPrice ?? bounds.min);
  const high = Math.max(bounds.max, maxPrice ?? bounds.max);
  if (high <= low) return null;
  const step = stepFor(Math.ceil(high) - Math.floor(low));
  return {
    min: Math.floor(low / step) * step,
    max: Math.ceil(high / step) * step,
    step,
  };
}

/**
 * Where the handles were let go, as a range to apply: a handle at its end of the slider leaves
 * that side open, since every product is already within it.
 */
export function rangeFromSlider(
  scale: SliderScale,
  low: number,
  high: number,
): [number | null, number | null] {
  const [from, to] = low <= high ? [low, high] : [high, low];
  return [from <= scale.min ? null : from, to >= scale.max ? null : to];
}

export type PriceInputResult =
  | { ok: true; minPrice: number | null; maxPrice: number | null }
  | { ok: false; field: 'min' | 'max'; message: string };

/** An empty field leaves its side open (null); undefined when the text is no amount. */
function readBound(text: string): number | null | undefined {
  // "1,000" is how the shop writes it, so a parent may type it that way.
  const plain = text.trim().replace(/,/g, '');
  if (plain === '') return null;
  return parsePriceBound(plain) ?? undefined;
}

/** The two typed amounts as a range, or what is wrong with them (in the server's words). */
export function readPriceInputs(minText: string, maxText: string): PriceInputResult {
  const minPrice = readBound(minText);
  if (minPrice === undefined) {
    return { ok: false, field: 'min', message: PRODUCT_LIST_MESSAGES.minPriceInvalid };
  }
  const maxPrice = readBound(maxText);
  if (maxPrice === undefined) {
    return { ok: false, field: 'max', message: PRODUCT_LIST_MESSAGES.maxPriceInvalid };
  }
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    return { ok: false, field: 'min', message: PRODUCT_LIST_MESSAGES.minAboveMax };
  }
  return { ok: true, minPrice, maxPrice };
}

/**
 * A price bound in the shop's money format, without paise when it is whole ("₹1,000",
 * "₹499.50"): a filter's edge reads better short, and grouping stays the shop's own.
 */
export function formatPriceBound(rupees: number): string {
  return formatRupees(rupees).replace(/\.00$/, '');
}

/** How a chosen range reads on its chip: "₹500–₹1,000", "From ₹500", "Up to ₹1,000". */
export function priceRangeLabel(minPrice: number | null, maxPrice: number | null): string {
  if (minPrice !== null && maxPrice !== null) {
    return `${formatPriceBound(minPrice)}–${formatPriceBound(maxPrice)}`;
  }
  if (minPrice !== null) return `From ${formatPriceBound(minPrice)}`;
  if (maxPrice !== null) return `Up to ${formatPriceBound(maxPrice)}`;
  return 'Any price';
}
