import { and, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import {
  holdsAnyForm,
  TYPO_SIMILARITY,
  type NameMatch,
  type PlannedWord,
  type SearchPlan,
} from './search-plan';

/** A word found in a product's name counts more than in its brand, and that more than in its category. */
const WEIGHT = { name: 3, brand: 2, category: 1 } as const;

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
    nameHolds([plan.text]),
  )!;
}

/**
 * What a word matches in the list, among the names read with it: those holding it as typed when
 * the catalogue has it so, else, when it is long enough, those resembling it at TYPO_SIMILARITY.
 */
function listed(word: PlannedWord, matches: NameMatch[]): NameMatch[] {
  if (word.spelt) return matches.filter((match) => match.spelt);
  return word.forgivesTypos ? matches.filter((match) => match.similarity >= TYPO_SIMILARITY) : [];
}

/** A word matches a product in the list by its name, brand or category. */
function wordMatches(word: PlannedWord): SQL {
  const nameWords = word.spelt
    ? word.forms
    : listed(word, word.corrections).map((correction) => correction.value);
  return (
    or(
      brandIn(listed(word, word.brands)),
      categoryIn(listed(word, word.categories)),
      nameHolds(nameWords),
    ) ?? nothing
  );
}

/**
 * The search's condition on the products row: every word matches the name, brand or category (in
 * any order, each in any of the three). A text without words long enough is matched whole, as typed.
 *
 * A text with words needs no test of its own: a product holding the whole text holds every word
 * (one of its forms at least), so those words are spelt right and matched as typed.
 */
export function productMatches(plan: SearchPlan): SQL {
  return plan.words.length ? and(...plan.words.map(wordMatches))! : holdsText(plan);
}

/**
 * Where the closest matches are looked for when a search finds nothing: products that any one word
 * matches, as typed, or as a typo down to the closest matches' likeness.
 */
export function productNearlyMatches(plan: SearchPlan): SQL {
  if (plan.words.length === 0) return holdsText(plan);
  const near = (word: PlannedWord, matches: NameMatch[]) =>
    matches.filter((match) => match.spelt || word.forgivesTypos);
  return or(
    ...plan.words.map((word) =>
      or(
        brandIn(near(word, word.brands)),
        categoryIn(near(word, word.categories)),
        nameHolds([...word.forms, ...word.corrections.map((correction) => correction.value)]),
      ),
    ),
  )!;
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
    if (!known || known.similarity < match.similarity) best.set(match.value, match);
  }
  return [...best.values()].sort(
    (a, b) => b.similarity - a.similarity || a.name.localeCompare(b.name),
  );
}

interface ScoredTerm {
  text: string;
  brands: NameMatch[];
  categories: NameMatch[];
}

/** Words are scored one by one; a text with none long enough is scored as a whole. */
function scoredTerms(plan: SearchPlan): ScoredTerm[] {
  return plan.words.length
    ? plan.words
    : [{ text: plan.text, brands: plan.textBrands, categories: plan.textCategories }];
}

/**
 * How well a product matches, higher first: for each word, its best likeness (word similarity: 1
 * for a whole word as typed, less for part of a word, less again for a typo) in the name, brand or
 * category, weighted in that order, summed over the words. Brands and categories take the likeness
 * read with them, so only the name's is worked out per product.
 */
export function relevance(plan: SearchPlan): SQL {
  const perTerm = scoredTerms(plan).map((term) => {
    const likenesses = [
      sql`${WEIGHT.name}::real * word_similarity(${term.text}, ${products.name})`,
    ];
    if (term.brands.length) likenesses.push(likenessOf(products.brand, term.brands, WEIGHT.brand));
    if (term.categories.length) {
      likenesses.push(likenessOf(products.categoryId, term.categories, WEIGHT.category));
    }
    return sql`greatest(${sql.join(likenesses, sql`, `)})`;
  });
  return sql`(${sql.join(perTerm, sql` + `)})`;
}

function likenessOf(column: AnyColumn, matches: NameMatch[], weight: number): SQL {
  const cases = matches.map(
    (match) => sql`when ${match.value} then ${match.similarity * weight}::real`,
  );
  return sql`case ${column}::text ${sql.join(cases, sql` `)} else 0::real end`;
}
