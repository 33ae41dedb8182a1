import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, products } from '../../../db/schema';
import { WORD_SIMILARITY_INDEX_FLOOR } from '../../../db/trigram-settings';
import { containsPattern } from '../../../lib/like-pattern';
import type { CollectionFacts } from '../facets/collection-facts';
import { liveProduct } from '../facets/product-filters';
import { readSynonymDictionary } from './search-synonyms';
import { MIN_FUZZY_WORD_LENGTH, searchWords, type SearchWord } from './search-words';
import {
  namesHold,
  wordsResembling,
  type ResemblingWord,
  type SearchVocabulary,
  type VocabularyWords,
} from './search-vocabulary';
import { trigramsOf, wordSimilarityOf } from './word-similarity';

/**
 * A misspelt word matches a word of a name, a brand or a category when pg_trgm's word similarity
 * (how much of the typed word's trigrams one stretch of the other holds) reaches this: "frok" and
 * "Frock" are 0.6, "sneekers" and "Sneakers" 0.5; unrelated words of a children's shop stay below.
 * Chosen on a list of misspellings, in docs/decisions/0031-search-that-forgives-typos.md.
 */
export const TYPO_SIMILARITY = 0.5;

/**
 * The closest matches, offered when a search finds nothing, reach down to this ("jaket" and
 * "Jacket" are 0.44) and no lower: text sharing less with every word is junk, and gets none.
 */
export const CLOSEST_SIMILARITY = WORD_SIMILARITY_INDEX_FLOOR;

/** The most words of product names a misspelt word is read as, the most alike. */
export const MAX_CORRECTIONS = 10;

/**
 * The most misspelt words of one search that are read as the words they resemble; later ones
 * match only as typed. Reading a typo is the one costly step of a search (every name sharing its
 * trigrams is split into words and compared), and on the embedded database a search holds the one
 * connection every other request waits for: a text of many typos must not cost many times one.
 */
export const MAX_TYPO_WORDS = 3;

/**
 * The most product names a misspelt word's corrections are read from when the database reads them
 * (the words held in memory are not current). A shop's names share a vocabulary, so a few hundred
 * of them hold the words a typo may stand for; the rest would only cost time.
 */
export const MAX_TYPO_CANDIDATE_NAMES = 300;

/**
 * How a match ranks (decision 38): a name holding the word as typed counts its word similarity (1
 * for a whole word); a synonym counts SYNONYM_LIKENESS; a typo at most TYPO_LIKENESS, scaled by how
 * near it is, so a word matched as typed always ranks above a word guessed from a typo.
 */
export const SYNONYM_LIKENESS = 0.9;
export const TYPO_LIKENESS = 0.75;

/**
 * A name that holds a search term as typed or resembles it at CLOSEST_SIMILARITY or more: a live
 * category, a brand of products on sale, or a word of a product name.
 */
export interface NameMatch {
  /** The category's id; the brand, the colour (lower case), or the word, itself. */
  value: string;
  name: string;
  /** pg_trgm's word similarity of the typed word to the name: what thresholds are tested on. */
  similarity: number;
  /** The name holds the term (one of its forms) as typed. */
  spelt: boolean;
  /** The name holds one of the term's synonyms. */
  synonym: boolean;
  /** How well it matches, for ranking: see SYNONYM_LIKENESS. */
  likeness: number;
}

/** A typed word, as this catalogue answers it. */
export interface PlannedWord extends SearchWord {
  /**
   * A live product's name, brand or category holds one of its forms as typed. Such a word is
   * matched as typed and never as a typo: "frock" finds frocks, not "Frog Tee", which the typo
   * "frok" finds too.
   */
  spelt: boolean;
  /** For a misspelt word: the words of product names it may stand for, most alike first. */
  corrections: NameMatch[];
  brands: NameMatch[];
  categories: NameMatch[];
  colours: NameMatch[];
}

/** What a search text means in the catalogue as it is now; conditions and scores are built from it. */
export interface SearchPlan {
  /** The whole text, lower case: always matched as a substring too, so nothing typed right is lost. */
  text: string;
  words: PlannedWord[];
  /** For a text without words of its own: the brands and live categories that hold it as typed. */
  textBrands: NameMatch[];
  textCategories: NameMatch[];
  textColours: NameMatch[];
}

interface Term {
  text: string;
  forms: string[];
  synonyms: string[];
}

type MatchRow = Omit<NameMatch, 'likeness'> & { term: number };

/**
 * Reads what the words of a search stand for. Brands and categories are few beside products: they
 * are matched here, once, and products are then tested by equality, which B-tree indexes serve.
 * A misspelt word is read as the words of product names it resembles ("frok" as "frock"), found
 * among the words of live product names held in memory (`vocabulary`), or, when those are not
 * current, through the trigram index; the product queries then test names with plain substrings
 * of known words. Testing every candidate's name for likeness in each of them would cost several
 * times more. Whether a word is spelt as some name has it is asked of the same words in memory.
 * Brands and colours are matched among those of the collection held in memory (`collection`, when
 * current): on the embedded database every statement holds the one connection other requests wait
 * for, and these two were the costliest a search sent before its products.
 */
export async function planSearch(
  db: Database,
  text: string,
  vocabulary?: SearchVocabulary,
  collection?: CollectionFacts,
): Promise<SearchPlan> {
  const words = searchWords(text, await readSynonymDictionary(db));
  const known = words.length ? await vocabulary?.current() : undefined;
  // A text with words is matched by its words alone (search-conditions.ts says why).
  const terms: Term[] = words.length ? words : [{ text, forms: [text], synonyms: [] }];
  const [categoryRows, brandRows, colourRows, speltInNames] = await Promise.all([
    matchNames(db, liveCategoryNames, terms),
    collection
      ? matchHeldNames(db, collection.brandNames, terms)
      : matchNames(db, liveBrandNames, terms),
    collection
      ? matchHeldNames(db, collection.colourKeys, terms)
      : matchNames(db, liveColourNames, terms),
    wordsSpeltInNames(db, words, known),
  ]);
  const of = (rows: MatchRow[], term: number): NameMatch[] =>
    rows
      .filter((row) => row.term === term)
      .map(({ term: _term, ...match }) => ({ ...match, likeness: likenessOf(match) }));
  const speltOnly = (matches: NameMatch[]) => matches.filter((match) => match.spelt);
  const planned = words.map((word, term) => {
    const brands = of(brandRows, term);
    const categories = of(categoryRows, term);
    const colours = of(colourRows, term);
    const named = [...brands, ...categories, ...colours];
    const spelt = speltInNames.has(term) || named.some((match) => match.spelt || match.synonym);
    return { ...word, spelt, brands, categories, colours };
  });
  const misspelt = planned
    .filter((word) => !word.spelt && word.forgivesTypos)
    .slice(0, MAX_TYPO_WORDS);
  const corrections = correctionsFrom(await resemblingWords(db, misspelt, known));
  return {
    text,
    words: planned.map((word) => ({
      ...word,
      corrections: corrections.get(word.text) ?? [],
    })),
    textBrands: words.length ? [] : speltOnly(of(brandRows, 0)),
    textCategories: words.length ? [] : speltOnly(of(categoryRows, 0)),
    textColours: words.length ? [] : speltOnly(of(colourRows, 0)),
  };
}

function likenessOf(match: Omit<NameMatch, 'likeness'>): number {
  if (match.spelt) return match.similarity;
  if (match.synonym) return SYNONYM_LIKENESS;
  return TYPO_LIKENESS * match.similarity;
}

/**
 * How near a typo is to a word, 0 to 1: the mean of pg_trgm's word similarity and the share of
 * letters an edit leaves alone. Trigrams alone tie "frok" with "frock" and "front" (0.6 each);
 * the edits (one against two) tell them apart.
 */
export function typoNearness(typed: string, word: string, similarity: number): number {
  return (similarity + 1 - editDistance(typed, word) / Math.max(typed.length, word.length)) / 2;
}

/** Levenshtein distance: the fewest letters added, removed or changed to turn one into the other. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Each term against each of `names` (a query of `value` and `name`), kept when it matches. */
function matchNames(db: Database, names: SQL, terms: Term[]): Promise<MatchRow[]> {
  const holdsAny = (texts: string[]) =>
    texts.length
      ? or(...texts.map((text) => sql`n.name ilike ${containsPattern(text)}`))
      : sql`false`;
  const perTerm = terms.map(
    (term, index) => sql`select ${index}::int as term, n.value, n.name,
      word_similarity(${term.text}, n.name) as similarity,
      ${holdsAny(term.forms)} as spelt, ${holdsAny(term.synonyms)} as synonym
      from names n`,
  );
  return rowsOf<MatchRow>(
    db,
    sql`with names as (${names})
      select * from (${sql.join(perTerm, sql` union all `)}) m
      where m.spelt or m.synonym or m.similarity >= ${CLOSEST_SIMILARITY}`,
  );
}

/** Letters beyond ASCII are cased as the database's locale has them, which only it follows. */
export const ASCII_ONLY = /^[\p{ASCII}]*$/u;

/**
 * `matchNames` over names held in memory (brands or colour keys of the products on sale, each its
 * own value), compared here with the same word similarity (word-similarity.ts works it out as
 * pg_trgm does) and the same case-blind substring test as ILIKE with an escaped pattern. Names
 * and terms beyond ASCII are left to the database, given the names: no product is read for them.
 */
async function matchHeldNames(
  db: Database,
  names: readonly string[],
  terms: Term[],
): Promise<MatchRow[]> {
  const asciiTerms = terms
    .flatMap((term) => [term.text, ...term.forms, ...term.synonyms])
    .every((text) => ASCII_ONLY.test(text));
  const here = asciiTerms ? names.filter((name) => ASCII_ONLY.test(name)) : [];
  const there = asciiTerms ? names.filter((name) => !ASCII_ONLY.test(name)) : names;
  const rows = matchNamesHere(here, terms);
  if (there.length) {
    const listed = sql.join(
      there.map((name) => sql`${name}`),
      sql`, `,
    );
    rows.push(
      ...(await matchNames(
        db,
        sql`select n.name as value, n.name from unnest(array[${listed}]::text[]) as n(name)`,
        terms,
      )),
    );
  }
  return rows;
}

function matchNamesHere(names: readonly string[], terms: Term[]): MatchRow[] {
  const held = names.map((name) => ({
    name,
    lower: name.toLowerCase(),
    trigrams: trigramsOf(name),
  }));
  const holdsAny = (lower: string, texts: string[]) =>
    texts.some((text) => lower.includes(text.toLowerCase()));
  const rows: MatchRow[] = [];
  terms.forEach((term, index) => {
    const typed = trigramsOf(term.text);
    for (const { name, lower, trigrams } of held) {
      const similarity = wordSimilarityOf(typed, trigrams);
      const spelt = holdsAny(lower, term.forms);
      const synonym = holdsAny(lower, term.synonyms);
      if (spelt || synonym || similarity >= CLOSEST_SIMILARITY) {
        rows.push({ term: index, value: name, name, similarity, spelt, synonym });
      }
    }
  });
  return rows;
}

const liveCategoryNames = sql`select ${categories.id}::text as value, ${categories.name} as name
  from ${categories} where ${categories.isDeleted} = false`;

/**
 * The brands of products on sale. Read by skipping from one brand to the next along the live-brand
 * index (a handful of index probes per brand, whatever the number of products); a brand is kept
 * when one of its products is in a live category, asked of each brand with a probe that stops at
 * the first (the planner would turn EXISTS into a join over every product).
 */
const liveBrandNames = sql`select b.brand as value, b.brand as name from (
    with recursive brands(brand) as (
      (select ${products.brand} from ${products} where ${products.isDeleted} = false
        order by ${products.brand} limit 1)
      union all
      select (select ${products.brand} from ${products}
          where ${products.isDeleted} = false and ${products.brand} > brands.brand
          order by ${products.brand} limit 1)
        from brands where brands.brand is not null
    )
    select brand from brands where brand is not null
  ) b
  where (select true from ${products} where ${and(
    ...liveProduct,
    sql`${products.brand} = b.brand`,
  )} limit 1)`;

/**
 * The colours of products on sale, lower case, by skipping along the live-colour index as brands
 * are read; each kept when one of its products is in a live category.
 */
const liveColourNames = sql`select c.colour as value, c.colour as name from (
    with recursive colours(colour) as (
      (select lower(${products.colourName}) from ${products}
        where ${products.isDeleted} = false and ${products.colourName} is not null
        order by lower(${products.colourName}) limit 1)
      union all
      select (select lower(${products.colourName}) from ${products}
          where ${products.isDeleted} = false and ${products.colourName} is not null
            and lower(${products.colourName}) > colours.colour
          order by lower(${products.colourName}) limit 1)
        from colours where colours.colour is not null
    )
    select colour from colours where colour is not null
  ) c
  where (select true from ${products} where ${and(
    ...liveProduct,
    sql`lower(${products.colourName}) = c.colour`,
  )} limit 1)`;

/**
 * The indexes of the words that some live product's name holds as typed, or by a synonym: told by
 * the words held in memory when they are current and can tell, else by the names themselves. A
 * misspelt word is held by none, and the database would have to test every name to say so.
 */
async function wordsSpeltInNames(
  db: Database,
  words: SearchWord[],
  known: VocabularyWords | undefined,
): Promise<Set<number>> {
  const spelt = new Set<number>();
  const unknown: number[] = [];
  words.forEach((word, index) => {
    const held = known && namesHold(known, word.forms, word.synonyms);
    if (held === undefined) unknown.push(index);
    else if (held) spelt.add(index);
  });
  if (unknown.length === 0) return spelt;
  const perWord = unknown.map(
    (index) => sql`select ${index}::int as term where exists (
      select 1 from ${products} where ${and(
        ...liveProduct,
        or(
          holdsAnyForm(products.name, words[index]!.forms),
          startsAWord(products.name, words[index]!.synonyms),
        ),
      )})`,
  );
  const rows = await rowsOf<{ term: number }>(db, sql.join(perWord, sql` union all `));
  for (const row of rows) spelt.add(row.term);
  return spelt;
}

/** Each misspelt word with the words of live product names it resembles, in any order. */
type Resembling = Map<string, ResemblingWord[]>;

/**
 * The words of live product names that each misspelt word resembles, at CLOSEST_SIMILARITY or
 * more: from the words held in memory when they are current, else read by the database.
 */
async function resemblingWords(
  db: Database,
  words: SearchWord[],
  known: VocabularyWords | undefined,
): Promise<Resembling> {
  if (words.length === 0) return new Map();
  if (!known) return resemblingInNames(db, words);
  return new Map(
    words.map((word) => [word.text, wordsResembling(known, word.text, CLOSEST_SIMILARITY)]),
  );
}

/**
 * The database's reading: the names are found by the trigram index (`<%`, down to the
 * connection's floor), then split into words, each tested once. Words are told apart byte by byte
 * (`collate "C"`): they are only compared for sameness, which the shop's language collation does
 * several times slower.
 */
async function resemblingInNames(db: Database, words: SearchWord[]): Promise<Resembling> {
  const perWord = words.map(
    (word) => sql`select ${word.text} as typed, w.word,
        word_similarity(${word.text}, w.word) as similarity
      from (select distinct unnest(regexp_split_to_array(lower(n.name), '[^[:alnum:]]+')) collate "C" as word
        from (select ${products.name} as name from ${products}
          where ${and(...liveProduct, sql`${word.text} <% ${products.name}`)}
          limit ${MAX_TYPO_CANDIDATE_NAMES}) n) w
      where length(w.word) >= 3`,
  );
  const rows = await rowsOf<{ typed: string; word: string; similarity: number }>(
    db,
    sql`select * from (${sql.join(perWord, sql` union all `)}) c
      where c.similarity >= ${CLOSEST_SIMILARITY}`,
  );
  const resembling: Resembling = new Map();
  for (const { typed, word, similarity } of rows) {
    const found = resembling.get(typed) ?? [];
    found.push({ word, similarity });
    resembling.set(typed, found);
  }
  return resembling;
}

/** Each misspelt word's corrections: the words it resembles, most alike first, the first ten. */
function correctionsFrom(resembling: Resembling): Map<string, NameMatch[]> {
  const corrections = new Map<string, NameMatch[]>();
  for (const [typed, words] of resembling) {
    const found = words.map(({ word, similarity }): NameMatch => ({
      value: word,
      name: word,
      similarity,
      spelt: false,
      synonym: false,
      likeness: TYPO_LIKENESS * typoNearness(typed, word, similarity),
    }));
    found.sort((a, b) => b.likeness - a.likeness || a.value.localeCompare(b.value));
    corrections.set(typed, found.slice(0, MAX_CORRECTIONS));
  }
  return corrections;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The column holds one of the forms: anywhere from four letters ("jump" in "Jumpsuit"); shorter
 * ones at the start of a word, or "red" would find "Tiered" and "tee" "Steel".
 */
export function holdsAnyForm(column: AnyColumn, forms: string[]): SQL {
  const short = forms.filter((form) => form.length < MIN_FUZZY_WORD_LENGTH);
  return or(
    ...forms
      .filter((form) => form.length >= MIN_FUZZY_WORD_LENGTH)
      .map((form) => ilike(column, containsPattern(form))),
    short.length ? startsAWord(column, short) : undefined,
  )!;
}

/** The column has a word starting with one of `texts` ("Dress", "Dresses", not "Sundress"). */
export function startsAWord(column: AnyColumn, texts: string[]): SQL {
  return texts.length
    ? sql`${column} ~* ${`\\m(?:${texts.map(regexQuoted).join('|')})`}`
    : sql`false`;
}

/** The column has one of `texts`, or its plural, as a whole word. */
export function holdsAWholeWord(column: AnyColumn, texts: string[]): SQL {
  return texts.length
    ? sql`${column} ~* ${`\\m(?:${texts.map(regexQuoted).join('|')})(?:e?s)?\\M`}`
    : sql`false`;
}

function regexQuoted(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
