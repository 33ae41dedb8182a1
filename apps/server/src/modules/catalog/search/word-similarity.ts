/**
 * pg_trgm's `word_similarity(typed, text)`, worked out as the database works it out (its
 * `calc_word_similarity` and `iterate_word_similarity`, in single precision), so that a typo read
 * in memory gives the very likeness, and so the same corrections and ranking, that the database's
 * reading gave (decision 38). The tests compare the two on a table of typos.
 */
export function wordSimilarity(typed: string, text: string): number {
  return wordSimilarityOf(trigramsOf(typed), trigramsOf(text));
}

/**
 * The trigrams of a text in order, as pg_trgm makes them: each run of letters and digits lower
 * case, with two spaces before it and one after ("frock": "  f", " fr", "fro", "roc", "ock", "ck ").
 */
export function trigramsOf(text: string): string[] {
  const trigrams: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [' ', ' ', ...word.toLowerCase(), ' '];
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.push(padded.slice(i, i + 3).join(''));
  }
  return trigrams;
}

/**
 * The likeness of the typed trigrams to the stretch of the text's trigrams most like them: shared
 * over all, of the two sets (pg_trgm walks the stretches as below, which is not always the best
 * one, and the database's answer is what counts).
 */
export function wordSimilarityOf(typed: readonly string[], text: readonly string[]): number {
  const numbers = new Map<string, number>();
  for (const trigram of typed) if (!numbers.has(trigram)) numbers.set(trigram, numbers.size);
  const typedCount = numbers.size;
  const found = (number: number) => number < typedCount;
  const textNumbers = text.map((trigram) => {
    let number = numbers.get(trigram);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(trigram, number);
    }
    return number;
  });
  const likeness = (shared: number, stretch: number) =>
    Math.fround(shared / (typedCount + stretch - shared));

  const lastPosition = new Int32Array(numbers.size).fill(-1);
  let stretch = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < textNumbers.length; i++) {
    const number = textNumbers[i]!;
    if (lower >= 0 || found(number)) {
      if (lastPosition[number]! < 0) {
        stretch++;
        if (found(number)) shared++;
      }
      lastPosition[number] = i;
    }
    if (!found(number)) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      stretch = 1;
    }
    let current = likeness(shared, stretch);
    // A later start may leave out more of what the typed word lacks than of what it holds.
    let tryShared = shared;
    let tryStretch = stretch;
    const previousLower = lower;
    for (let start = lower; start <= upper; start++) {
      const tried = likeness(tryShared, tryStretch);
      if (tried > current) {
        current = tried;
        stretch = tryStretch;
        lower = start;
        shared = tryShared;
      }
      const leaving = textNumbers[start]!;
      if (lastPosition[leaving] === start) {
        tryStretch--;
        if (found(leaving)) tryShared--;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start++) {
      const leaving = textNumbers[start]!;
      if (lastPosition[leaving] === start) lastPosition[leaving] = -1;
    }
  }
  return asReal(best);
}

/**
 * A single-precision number as the database hands a `real` over: the fewest decimal digits that
 * read back as the same number ("0.6", not 0.60000002384…), so thresholds and sums compare alike.
 */
function asReal(value: number): number {
  for (let digits = 1; digits < 9; digits++) {
    const decimal = Number(value.toPrecision(digits));
    if (Math.fround(decimal) === value) return decimal;
  }
  return Number(value.toPrecision(9));
}
