import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { WORD_SIMILARITY_INDEX_FLOOR } from '../../db/trigram-settings';
import { containsPattern } from '../../lib/like-pattern';
import { liveProduct } from './product-filters';
import { searchWords, type SearchWord } from './search-words';

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
const MAX_CORRECTIONS = 10;

/**
 * A name that holds a search term as typed or resembles it at CLOSEST_SIMILARITY or more: a live
 * category, a brand of products on sale, or a word of a product name.
 */
export interface NameMatch {
  /** The category's id; the brand, or the word, itself. */
  value: string;
  name: string;
  similarity: number;
  /** The name holds the term (one of its forms) as typed. */
  spelt: boolean;
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
}

/** What a search text means in the catalogue as it is now; conditions and scores are built from it. */
export interface SearchPlan {
  /** The whole text, lower case: always matched as a substring too, so nothing typed right is lost. */
  text: string;
  words: PlannedWord[];
  /** For a text without words of its own: the brands and live categories that hold it as typed. */
  textBrands: NameMatch[];
  textCategories: NameMatch[];
}

interface Term {
  text: string;
  forms: string[];
}

type MatchRow = NameMatch & { term: number };

/**
 * Reads what the words of a search stand for. Brands and categories are few beside products: they
 * are matched here, once, and products are then tested by equality, which B-tree indexes serve.
 * A misspelt word is read as the words of product names it resembles ("frok" as "frock"), found
 * through the trigram index, so the product queries test names with plain substrings; testing
 * every candidate's name for likeness in each of them would cost several times more.
 */
export async function planSearch(db: Database, text: string): Promise<SearchPlan> {
  const words = searchWords(text);
  // A text with words is matched by its words alone (search-conditions.ts says why).
  const terms: Term[] = words.length ? words : [{ text, forms: [text] }];
  const [categoryRows, brandRows, speltInNames] = await Promise.all([
    matchNames(db, liveCategoryNames, terms),
    matchNames(db, liveBrandNames, terms),
    wordsSpeltInNames(db, words),
  ]);
  const of = (rows: MatchRow[], term: number): NameMatch[] =>
    rows.filter((row) => row.term === term).map(({ term: _term, ...match }) => match);
  const speltOnly = (matches: NameMatch[]) => matches.filter((match) => match.spelt);
  const planned = words.map((word, term) => {
    const brands = of(brandRows, term);
    const categories = of(categoryRows, term);
    const spelt =
      speltInNames.has(term) || speltOnly(brands).length > 0 || speltOnly(categories).length > 0;
    return { ...word, spelt, brands, categories };
  });
  const misspelt = planned.filter((word) => !word.spelt && word.forgivesTypos);
  const corrections = await correctionsOf(db, misspelt);
  return {
    text,
    words: planned.map((word) => ({
      ...word,
      corrections: corrections.get(word.text) ?? [],
    })),
    textBrands: words.length ? [] : speltOnly(of(brandRows, 0)),
    textCategories: words.length ? [] : speltOnly(of(categoryRows, 0)),
  };
}

/** Each term against each of `names` (a query of `value` and `name`), kept when it matches. */
function matchNames(db: Database, names: SQL, terms: Term[]): Promise<MatchRow[]> {
  const perTerm = terms.map(
    (term, index) => sql`select ${index}::int as term, n.value, n.name,
      word_similarity(${term.text}, n.name) as similarity,
      ${or(...term.forms.map((form) => sql`n.name ilike ${containsPattern(form)}`))} as spelt
      from names n`,
  );
  return rowsOf<MatchRow>(
    db,
    sql`with names as (${names})
      select * from (${sql.join(perTerm, sql` union all `)}) m
      where m.spelt or m.similarity >= ${CLOSEST_SIMILARITY}`,
  );
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

/** The indexes of the words that some live product's name holds as typed. */
async function wordsSpeltInNames(db: Database, words: SearchWord[]): Promise<Set<number>> {
  if (words.length === 0) return new Set();
  const perWord = words.map(
    (word, index) => sql`select ${index}::int as term where exists (
      select 1 from ${products} where ${and(...liveProduct, holdsAnyForm(products.name, word.forms))})`,
  );
  const rows = await rowsOf<{ term: number }>(db, sql.join(perWord, sql` union all `));
  return new Set(rows.map((row) => row.term));
}

/**
 * The words of live product names that each misspelt word resembles, at CLOSEST_SIMILARITY or
 * more: the names are found by the trigram index (`<%`, down to the connection's floor), then
 * split into words, each tested once. Words are told apart byte by byte (`collate "C"`): they are
 * only compared for sameness, which the shop's language collation does several times slower.
 */
async function correctionsOf(db: Database, words: SearchWord[]): Promise<Map<string, NameMatch[]>> {
  if (words.length === 0) return new Map();
  const perWord = words.map(
    (word) => sql`select ${word.text} as typed, w.word,
        word_similarity(${word.text}, w.word) as similarity
      from (select distinct unnest(regexp_split_to_array(lower(${products.name}), '[^[:alnum:]]+')) collate "C" as word
        from ${products} where ${and(...liveProduct, sql`${word.text} <% ${products.name}`)}) w
      where length(w.word) >= 3`,
  );
  const rows = await rowsOf<{ typed: string; word: string; similarity: number }>(
    db,
    sql`select * from (${sql.join(perWord, sql` union all `)}) c
      where c.similarity >= ${CLOSEST_SIMILARITY} order by c.similarity desc, c.word`,
  );
  const corrections = new Map<string, NameMatch[]>();
  for (const { typed, word, similarity } of rows) {
    const found = corrections.get(typed) ?? [];
    if (found.length < MAX_CORRECTIONS) {
      found.push({ value: word, name: word, similarity, spelt: false });
    }
    corrections.set(typed, found);
  }
  return corrections;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function holdsAnyForm(column: AnyColumn, forms: string[]): SQL {
  return or(...forms.map((form) => ilike(column, containsPattern(form))))!;
}
