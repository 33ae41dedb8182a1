import type { CollectionFacts } from '../facets/collection-facts';
import {
  heldAsTyped,
  NAME_LIKENESS,
  scoredTerms,
  WEIGHT,
  type ScoredTerm,
} from './search-conditions';
import { ASCII_ONLY, type NameMatch, type PlannedWord, type SearchPlan } from './search-plan';
import { MIN_FUZZY_WORD_LENGTH } from './search-words';

/**
 * The closest matches of a search that found nothing, from the collection held in memory: the
 * very walk, tests and scores of the database's statement (`productNearlyMatches` and `relevance`
 * in search-conditions.ts, ordered as `CatalogService.closestMatches` orders them), so the
 * products offered are the same. On the embedded database that statement was the costliest a
 * search sent, and every other request, the health check's ping among them, waited behind it.
 *
 * Undefined when only the database can tell: a text or a walked name beyond ASCII (such letters
 * are cased as the database's locale has them), or a likeness falling exactly between two `real`
 * numbers (the database rounds the decimal it is sent, which may fall either side).
 */
export function closestMatchesHeld(
  plan: SearchPlan,
  facts: CollectionFacts,
  candidates: number,
  limit: number,
): string[] | undefined {
  if (!textsOf(plan).every((text) => ASCII_ONLY.test(text))) return undefined;
  const nearly = nearlyMatches(plan, facts);
  const found: number[] = [];
  // The usual order with ties by id: the order the statement walks the products in.
  for (const number of facts.orders.relevant) {
    const name = facts.names[number] ?? '';
    if (!ASCII_ONLY.test(name)) return undefined;
    if (nearly(number, name)) found.push(number);
    if (found.length === candidates) break;
  }
  const score = scorer(plan, facts);
  if (!score) return undefined;
  // A stable sort: equal scores keep the walk's order, which is the statement's next keys.
  return found
    .map((number) => ({ number, score: score(number, facts.names[number] ?? '') }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ number }) => facts.ids[number] ?? '');
}

/** Every text the statement would test a name with as typed, or by a pattern. */
function textsOf(plan: SearchPlan): string[] {
  return [
    plan.text,
    ...plan.words.flatMap((word) => [
      ...word.forms,
      ...word.synonyms,
      ...word.corrections.map((correction) => correction.value),
    ]),
  ];
}

type ProductTest = (number: number, name: string) => boolean;

/** `productNearlyMatches`. */
function nearlyMatches(plan: SearchPlan, facts: CollectionFacts): ProductTest {
  if (plan.words.length === 0) {
    const named = namedBy(facts, plan.textBrands, plan.textCategories, plan.textColours);
    const text = plan.text.toLowerCase();
    return (number, name) => named(number) || name.toLowerCase().includes(text);
  }
  const near = (word: PlannedWord, matches: NameMatch[]) =>
    matches.filter((match) => match.spelt || match.synonym || word.forgivesTypos);
  const perWord = plan.words.map((word): ProductTest => {
    const { forms, synonyms } = heldAsTyped(word);
    const named = namedBy(
      facts,
      near(word, word.brands),
      near(word, word.categories),
      near(word, word.colours),
    );
    const holds = holdsAnyForm([
      ...forms,
      ...word.corrections.map((correction) => correction.value),
    ]);
    const starts = startsAWord(synonyms);
    return (number, name) => named(number) || holds(name) || starts(name);
  });
  return (number, name) => perWord.some((test) => test(number, name));
}

/** The product's brand, category or colour (lower case) is one of the matches' values. */
function namedBy(
  facts: CollectionFacts,
  brands: NameMatch[],
  categories: NameMatch[],
  colours: NameMatch[],
): (number: number) => boolean {
  const brandValues = new Set(brands.map((match) => match.value));
  const categoryValues = new Set(categories.map((match) => match.value));
  const colourValues = new Set(colours.map((match) => match.value));
  return (number) =>
    brandValues.has(facts.brandNames[facts.brands[number] ?? -1] ?? '') ||
    categoryValues.has(facts.categoryIds[number] ?? '') ||
    colourValues.has(facts.colourKeys[facts.colours[number] ?? -1] ?? '');
}

type NameTest = (name: string) => boolean;

/**
 * `holdsAnyForm` on an ASCII name: ILIKE with an escaped pattern, case-blind, from four letters;
 * shorter forms at the start of a word.
 */
function holdsAnyForm(forms: string[]): NameTest {
  const long = forms
    .filter((form) => form.length >= MIN_FUZZY_WORD_LENGTH)
    .map((form) => form.toLowerCase());
  const starts = startsAWord(forms.filter((form) => form.length < MIN_FUZZY_WORD_LENGTH));
  return (name) => {
    const lower = name.toLowerCase();
    return long.some((form) => lower.includes(form)) || starts(name);
  };
}

/**
 * The database's word boundaries (`\m`, `\M`) on an ASCII name: a word is a run of letters,
 * digits and underscores, as JavaScript's `\w` is without the `u` flag.
 */
const WORD_START = '(?<!\\w)(?=\\w)';
const WORD_END = '(?<=\\w)(?!\\w)';

/** `startsAWord`. */
function startsAWord(texts: string[]): NameTest {
  if (texts.length === 0) return () => false;
  const pattern = new RegExp(`${WORD_START}(?:${texts.map(regexQuoted).join('|')})`, 'i');
  return (name) => pattern.test(name);
}

/** `holdsAWholeWord`. */
function holdsAWholeWord(texts: string[]): NameTest {
  if (texts.length === 0) return () => false;
  const pattern = new RegExp(
    `${WORD_START}(?:${texts.map(regexQuoted).join('|')})(?:e?s)?${WORD_END}`,
    'i',
  );
  return (name) => pattern.test(name);
}

function regexQuoted(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `relevance`, in single precision as the database adds and multiplies `real` numbers, each
 * number sent as a parameter rounded to a `real` first. Undefined when one cannot be rounded here
 * as the database would.
 */
function scorer(
  plan: SearchPlan,
  facts: CollectionFacts,
): ((number: number, name: string) => number) | undefined {
  const perTerm: ((number: number, name: string) => number)[] = [];
  for (const term of scoredTerms(plan)) {
    const nameLikeness = nameLikenessOf(term);
    const colour = likenessOf(term.colours, WEIGHT.colour);
    const brand = likenessOf(term.brands, WEIGHT.brand);
    const category = likenessOf(term.categories, WEIGHT.category);
    if (!nameLikeness || !colour || !brand || !category) return undefined;
    const weight = Math.fround(WEIGHT.name);
    perTerm.push((number, name) => {
      let sum = Math.fround(weight * nameLikeness(name));
      if (term.colours.length) {
        sum = Math.fround(sum + colour(facts.colourKeys[facts.colours[number] ?? -1]));
      }
      if (term.brands.length) {
        sum = Math.fround(sum + brand(facts.brandNames[facts.brands[number] ?? -1]));
      }
      if (term.categories.length) {
        sum = Math.fround(sum + category(facts.categoryIds[number]));
      }
      return sum;
    });
  }
  return (number, name) =>
    perTerm.reduce(
      (sum, term, index) =>
        index === 0 ? term(number, name) : Math.fround(sum + term(number, name)),
      0,
    );
}

/** `nameLikeness`: the first case that holds, from the best kind of match down. */
function nameLikenessOf(term: ScoredTerm): ((name: string) => number) | undefined {
  const cases: [NameTest, number | undefined][] = [];
  if (term.forms.length) cases.push([holdsAWholeWord(term.forms), asReal(NAME_LIKENESS.whole)]);
  if (term.synonyms.length) {
    cases.push([holdsAWholeWord(term.synonyms), asReal(NAME_LIKENESS.synonymWhole)]);
  }
  if (term.forms.length) cases.push([holdsAnyForm(term.forms), asReal(NAME_LIKENESS.part)]);
  if (term.synonyms.length) {
    cases.push([startsAWord(term.synonyms), asReal(NAME_LIKENESS.synonymPart)]);
  }
  for (const correction of term.corrections) {
    cases.push([holdsAnyForm([correction.value]), asReal(correction.likeness)]);
  }
  const rounded: [NameTest, number][] = [];
  for (const [test, likeness] of cases) {
    if (likeness === undefined) return undefined;
    rounded.push([test, likeness]);
  }
  return (name) => rounded.find(([test]) => test(name))?.[1] ?? 0;
}

/** `likenessOf`: the first match whose value the product has, weighted; else 0. */
function likenessOf(
  matches: NameMatch[],
  weight: number,
): ((value: string | undefined) => number) | undefined {
  const byValue = new Map<string, number>();
  for (const match of matches) {
    const likeness = asReal(match.likeness * weight);
    if (likeness === undefined) return undefined;
    if (!byValue.has(match.value)) byValue.set(match.value, likeness);
  }
  return (value) => (value === undefined ? 0 : (byValue.get(value) ?? 0));
}

/**
 * A number sent as a parameter and cast to `real`: the database rounds the decimal it is sent to
 * the nearest single-precision number, which is the nearest to the double that decimal stands for,
 * unless that double lies exactly between two of them; then the decimal's side decides, and the
 * statement is left to say.
 */
function asReal(value: number): number | undefined {
  const rounded = Math.fround(value);
  if (rounded === value) return rounded;
  const other = nextReal(rounded, value > rounded ? 1 : -1);
  return value === (rounded + other) / 2 ? undefined : rounded;
}

/** The single-precision number next to `value`, above it or below it. */
function nextReal(value: number, direction: 1 | -1): number {
  const bits = new Float32Array([value]);
  const view = new Int32Array(bits.buffer);
  // Positive numbers only are scored here: their bits count up with their size.
  view[0] = (view[0] ?? 0) + direction;
  return bits[0] ?? value;
}
