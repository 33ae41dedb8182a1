import { and, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../lib/like-pattern';
import { products } from '../../../db/schema';
import {
  holdsAnyForm,
  holdsAWholeWord,
  startsAWord,
  SYNONYM_LIKENESS,
  TYPO_SIMILARITY,
  type NameMatch,
  type PlannedWord,
  type SearchPlan,
} from './search-plan';

/**
 * A word found in a product's name counts more than in its colour or brand, and those more than in
 * its category: a whole word of the name as typed (3) outranks a brand or colour as typed (2).
 */
export const WEIGHT = { name: 3, colour: 2, brand: 2, category: 1 } as const;

/**
 * How much of a whole word a name's match counts (decision 38): the word as typed, whole (1),
 * above a synonym, whole (SYNONYM_LIKENESS), above the word as typed inside a longer one ("jump"
 * in "Jumpsuit"), above the start of a longer word by a synonym, above any typo (TYPO_LIKENESS at
 * most).
 */
export const NAME_LIKENESS = {
  whole: 1,
  synonymWhole: SYNONYM_LIKENESS,
  part: 0.8,
  synonymPart: 0.7,
};

const nothing = sql`false`;

/** The name holds one of the words as a substring: the trigram index serves it. */
function nameHolds(words: string[]): SQL | undefined {
  return words.length ? holdsAnyForm(products.name, words) : undefined;
}

function brandIn(matches: NameMatch[]): SQL | undefined {
  return matches.length
    ? inArray(
        products.brand,
        matches.map((brand) => brand.value),
      )
    : undefined;
}

function colourIn(matches: NameMatch[]): SQL | undefined {
  return matches.length
    ? inArray(
        sql`lower(${products.colourName})`,
        matches.map((colour) => colour.value),
      )
    : undefined;
}

function categoryIn(matches: NameMatch[]): SQL | undefined {
  return matches.length
    ? inArray(
        products.categoryId,
        matches.map((category) => category.value),
      )
    : undefined;
}

/** The product's name, brand or category holds the whole text as typed. */
function holdsText(plan: SearchPlan): SQL {
  return or(
    // Equality first: OR stops at the first arm that holds, and the name's test costs more.
    brandIn(plan.textBrands),
    categoryIn(plan.textCategories),
    colourIn(plan.textColours),
    // As typed, anywhere: such a text ("h&m", "3-4") has no word to start.
    ilike(products.name, containsPattern(plan.text)),
  )!;
}

/**
 * What a word matches in the list, among the names read with it: those holding it as typed when
 * the catalogue has it so, else, when it is long enough, those resembling it at TYPO_SIMILARITY.
 */
function listed(word: PlannedWord, matches: NameMatch[]): NameMatch[] {
  if (word.spelt) return matches.filter((match) => match.spelt || match.synonym);
  return word.forgivesTypos ? matches.filter((match) => match.similarity >= TYPO_SIMILARITY) : [];
}

/**
 * A word matches a product in the list by its name (as typed, by a synonym, or read as a typo),
 * colour, brand or category; undefined when it can match none (a typo resembling nothing).
 */
function wordMatches(word: PlannedWord): SQL | undefined {
  const nameWords = word.spelt
    ? word.forms
    : listed(word, word.corrections).map((correction) => correction.value);
  return or(
    brandIn(listed(word, word.brands)),
    categoryIn(listed(word, word.categories)),
    colourIn(listed(word, word.colours)),
    nameHolds(nameWords),
    word.spelt && word.synonyms.length ? startsAWord(products.name, word.synonyms) : undefined,
  );
}

/**
 * The search lists no product whatever the catalogue holds: one of its words matches no name,
 * brand, colour or category (every word must match). Its page and counts need no statement.
 */
export function findsNothing(plan: SearchPlan): boolean {
  return plan.words.some((word) => wordMatches(word) === undefined);
}

/**
 * The search's condition on the products row: every word matches the name, brand or category (in
 * any order, each in any of the three). A text without words long enough is matched whole, as typed.
 *
 * A text with words needs no test of its own: a product holding the whole text holds every word
 * (one of its forms at least), so those words are spelt right and matched as typed.
 */
export function productMatches(plan: SearchPlan): SQL {
  return plan.words.length
    ? and(...plan.words.map((word) => wordMatches(word) ?? nothing))!
    : holdsText(plan);
}

/**
 * Where the closest matches are looked for when a search finds nothing: products that any one word
 * matches, as typed, or as a typo down to the closest matches' likeness.
 */
export function productNearlyMatches(plan: SearchPlan): SQL {
  if (plan.words.length === 0) return holdsText(plan);
  const near = (word: PlannedWord, matches: NameMatch[]) =>
    matches.filter((match) => match.spelt || match.synonym || word.forgivesTypos);
  return (
    or(
      ...plan.words.map((word) => {
        const { forms, synonyms } = heldAsTyped(word);
        return or(
          brandIn(near(word, word.brands)),
          categoryIn(near(word, word.categories)),
          colourIn(near(word, word.colours)),
          nameHolds([...forms, ...word.corrections.map((correction) => correction.value)]),
          synonyms.length ? startsAWord(products.name, synonyms) : undefined,
        );
      }),
    ) ?? nothing
  );
}

/**
 * The spellings of a word worth testing on the names of products on sale: a word no such name
 * holds as typed or by a synonym (not `spelt`) has none, and testing them on every candidate's
 * name (a search of eight misspelt words: sixteen patterns a name) would change no match and no
 * score, only hold the embedded database's one connection longer.
 */
export function heldAsTyped(word: PlannedWord): { forms: string[]; synonyms: string[] } {
  return word.spelt ? word : { forms: [], synonyms: [] };
}

/**
 * The brands or live categories that the whole text or a word names, as the list matches them,
 * most alike first.
 */
export function namesMatching(plan: SearchPlan, kind: 'brands' | 'categories'): NameMatch[] {
  const matched = [
    ...(kind === 'brands' ? plan.textBrands : plan.textCategories),
    ...plan.words.flatMap((word) => listed(word, word[kind])),
  ];
  const best = new Map<string, NameMatch>();
  for (const match of matched) {
    const known = best.get(match.value);
    if (!known || known.likeness < match.likeness) best.set(match.value, match);
  }
  return [...best.values()].sort((a, b) => b.likeness - a.likeness || a.name.localeCompare(b.name));
}

export interface ScoredTerm {
  /** Spellings matched as typed: the text of a text without words, or a word's forms. */
  forms: string[];
  synonyms: string[];
  corrections: NameMatch[];
  brands: NameMatch[];
  categories: NameMatch[];
  colours: NameMatch[];
}

/** Words are scored one by one; a text with none long enough is scored as a whole. */
export function scoredTerms(plan: SearchPlan): ScoredTerm[] {
  return plan.words.length
    ? plan.words.map((word) => ({ ...word, ...heldAsTyped(word) }))
    : [
        {
          forms: [plan.text],
          synonyms: [],
          corrections: [],
          brands: plan.textBrands,
          categories: plan.textCategories,
          colours: plan.textColours,
        },
      ];
}

/**
 * How well a product matches, higher first (decision 38): for each word, its match in the name
 * (NAME_LIKENESS, or a typo's likeness), colour, brand and category, weighted in that order
 * (WEIGHT), summed: a word found in the name and the category ("nightwear" in a pyjama set of the
 * Nightwear category) counts more than in the name alone. Brands, colours and categories take the likeness read with
 * them, so only the name is tested per product, and only for the products that match.
 */
export function relevance(plan: SearchPlan): SQL {
  const perTerm = scoredTerms(plan).map((term) => {
    const likenesses = [sql`${WEIGHT.name}::real * ${nameLikeness(term)}`];
    if (term.colours.length) {
      likenesses.push(likenessOf(sql`lower(${products.colourName})`, term.colours, WEIGHT.colour));
    }
    if (term.brands.length) likenesses.push(likenessOf(products.brand, term.brands, WEIGHT.brand));
    if (term.categories.length) {
      likenesses.push(likenessOf(products.categoryId, term.categories, WEIGHT.category));
    }
    return sql`(${sql.join(likenesses, sql` + `)})`;
  });
  return sql`(${sql.join(perTerm, sql` + `)})`;
}

/** The name's likeness for one word: the first that holds, from the best kind of match down. */
function nameLikeness(term: ScoredTerm): SQL {
  const cases: SQL[] = [];
  if (term.forms.length) {
    cases.push(
      sql`when ${holdsAWholeWord(products.name, term.forms)} then ${NAME_LIKENESS.whole}::real`,
    );
  }
  if (term.synonyms.length) {
    cases.push(
      sql`when ${holdsAWholeWord(products.name, term.synonyms)} then ${NAME_LIKENESS.synonymWhole}::real`,
    );
  }
  if (term.forms.length) {
    cases.push(
      sql`when ${holdsAnyForm(products.name, term.forms)} then ${NAME_LIKENESS.part}::real`,
    );
  }
  if (term.synonyms.length) {
    cases.push(
      sql`when ${startsAWord(products.name, term.synonyms)} then ${NAME_LIKENESS.synonymPart}::real`,
    );
  }
  // Most alike first, so a name holding several corrections counts the best.
  for (const correction of term.corrections) {
    cases.push(
      sql`when ${holdsAnyForm(products.name, [correction.value])} then ${correction.likeness}::real`,
    );
  }
  return cases.length ? sql`(case ${sql.join(cases, sql` `)} else 0::real end)` : sql`0::real`;
}

function likenessOf(column: AnyColumn | SQL, matches: NameMatch[], weight: number): SQL {
  const cases = matches.map(
    (match) => sql`when ${match.value} then ${match.likeness * weight}::real`,
  );
  return sql`case ${column}::text ${sql.join(cases, sql` `)} else 0::real end`;
}
