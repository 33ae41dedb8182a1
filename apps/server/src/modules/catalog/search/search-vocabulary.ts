import { setImmediate } from 'node:timers/promises';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import { liveProduct } from '../facets/product-filters';
import { MIN_FUZZY_WORD_LENGTH } from './search-words';
import { trigramsOf, wordSimilarityOf } from './word-similarity';

/**
 * Tables whose changes can change the words of live product names: the products, and the
 * categories whose deletion takes their products off sale. Orders, stock, pictures and synonyms
 * leave them as they are.
 */
const TABLES_WITH_WORDS = new Set(['products', 'categories']);

/** A word of the list and its trigrams, in order. */
interface KnownWord {
  word: string;
  trigrams: string[];
}

/** The distinct words of live product names, and which of them hold each trigram. */
export interface VocabularyWords {
  words: KnownWord[];
  withTrigram: Map<string, number[]>;
}

/** A word of product names a typo resembles, and how much (pg_trgm's word similarity). */
export interface ResemblingWord {
  word: string;
  similarity: number;
}

/**
 * The words of the names of products on sale, held in memory (decision 38), so that reading a
 * typo ("frok" as "frock") is a walk over a few thousand words in this process rather than
 * statements splitting hundreds of names on the database, which the embedded database runs in
 * the one thread every other request waits for. Read the first time a typo is read and again
 * after a change to products or categories is heard, by every server process alike (the
 * catalogue's change notifications). Before any answer every change committed before the request
 * has been heard and applied; when that cannot be promised there is no answer, and the database
 * reads the typo itself.
 */
export class SearchVocabulary {
  private words: VocabularyWords | undefined;
  private stale = true;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly changes: CatalogueChanges,
  ) {
    changes.subscribe({
      notify: (payload) => {
        const [table = ''] = payload.split(':', 1);
        if (TABLES_WITH_WORDS.has(table)) this.stale = true;
      },
      // Changes may have been missed while not listening.
      listening: (heard) => {
        if (heard) this.stale = true;
      },
    });
  }

  /** The words with every change committed before the call applied, or undefined. */
  async current(): Promise<VocabularyWords | undefined> {
    if (!(await this.changes.catchUp())) return undefined;
    try {
      while (this.reading || this.stale) {
        this.reading ??= this.readAgain().finally(() => {
          this.reading = undefined;
        });
        await this.reading;
      }
    } catch {
      // The database could not be read: it reads this search's typos itself, the next one tries again.
      return undefined;
    }
    return this.words;
  }

  private async readAgain(): Promise<void> {
    while (this.stale) {
      this.stale = false;
      try {
        this.words = await vocabularyOf(await readNameWords(this.db));
      } catch (error) {
        this.stale = true;
        throw error;
      }
    }
  }
}

/**
 * The distinct words of live product names, three letters or more, split and lower-cased by the
 * database as the database's own reading of typos splits them, so both find the same words.
 */
async function readNameWords(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select distinct w.word from (
        select unnest(regexp_split_to_array(lower(${products.name}), '[^[:alnum:]]+')) collate "C" as word
        from ${products} where ${and(...liveProduct)}) w
      where length(w.word) >= 3 order by w.word`,
  )) as unknown as { rows: { word: string }[] };
  return result.rows.map((row) => row.word);
}

/** How many words are indexed between turns of the event loop. */
const WORDS_A_TURN = 500;

/**
 * The words indexed by trigram. Other requests get a turn every WORDS_A_TURN words: a shop of
 * thousands of products has as many words, and other requests should not wait for all of them.
 */
export async function vocabularyOf(words: readonly string[]): Promise<VocabularyWords> {
  const known: KnownWord[] = [];
  const withTrigram = new Map<string, number[]>();
  for (const word of words) {
    if (known.length % WORDS_A_TURN === WORDS_A_TURN - 1) await setImmediate();
    const trigrams = trigramsOf(word);
    for (const trigram of new Set(trigrams)) {
      const holders = withTrigram.get(trigram);
      if (holders) holders.push(known.length);
      else withTrigram.set(trigram, [known.length]);
    }
    known.push({ word, trigrams });
  }
  return { words: known, withTrigram };
}

/**
 * The words of the list that `typed` resembles at `floor` or more, by pg_trgm's word similarity.
 * Only words sharing a trigram with it can reach any likeness above 0, so only those are compared,
 * as the trigram index narrows the database's reading.
 */
export function wordsResembling(
  vocabulary: VocabularyWords,
  typed: string,
  floor: number,
): ResemblingWord[] {
  const typedTrigrams = trigramsOf(typed);
  const candidates = new Set<number>();
  for (const trigram of new Set(typedTrigrams)) {
    for (const index of vocabulary.withTrigram.get(trigram) ?? []) candidates.add(index);
  }
  const resembling: ResemblingWord[] = [];
  for (const index of candidates) {
    const { word, trigrams } = vocabulary.words[index]!;
    const similarity = wordSimilarityOf(typedTrigrams, trigrams);
    if (similarity >= floor) resembling.push({ word, similarity });
  }
  return resembling;
}

/** Letters and digits alone: such a text lies within one word of a name, never across two. */
const WITHIN_A_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Whether some live product's name holds one of `forms` as search-plan's `holdsAnyForm` tests it
 * (from four letters anywhere, shorter at the start of a word) or starts a word with one of
 * `synonyms`, told by the words of the names. Undefined when a form or synonym has a space or a
 * hyphen ("t shirt"): it may span two words, and only the names themselves can tell.
 */
export function namesHold(
  vocabulary: VocabularyWords,
  forms: readonly string[],
  synonyms: readonly string[],
): boolean | undefined {
  const texts = [...forms, ...synonyms].map((text) => text.toLowerCase());
  if (!texts.every((text) => WITHIN_A_WORD.test(text))) return undefined;
  return (
    forms.some((form) =>
      form.length >= MIN_FUZZY_WORD_LENGTH
        ? holdsAnywhere(vocabulary, form.toLowerCase())
        : startsAWord(vocabulary, form.toLowerCase()),
    ) || synonyms.some((synonym) => startsAWord(vocabulary, synonym.toLowerCase()))
  );
}

/** A word holding `text` (three letters or more) holds its first three letters as a trigram. */
function holdsAnywhere(vocabulary: VocabularyWords, text: string): boolean {
  return (vocabulary.withTrigram.get(text.slice(0, 3)) ?? []).some((index) =>
    vocabulary.words[index]!.word.includes(text),
  );
}

/** A word starting with `text` has a space and its first two letters as a trigram. */
function startsAWord(vocabulary: VocabularyWords, text: string): boolean {
  return (vocabulary.withTrigram.get(` ${text.slice(0, 2)}`) ?? []).some((index) =>
    vocabulary.words[index]!.word.startsWith(text),
  );
}
