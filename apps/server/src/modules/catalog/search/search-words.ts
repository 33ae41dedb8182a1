import { searchKey } from '@littleloom/shared';

/**
 * A word of one or two letters ("a", "3", "tu") is not matched on its own: it is part of too many
 * names to narrow anything. It still counts inside the whole text, which is always matched as typed.
 */
export const MIN_WORD_LENGTH = 3;

/**
 * Typos are forgiven from four letters. Three letters make four trigrams, so a three-letter typo
 * would match every word that merely starts with the same two letters ("tea" finding "Teddy").
 */
export const MIN_FUZZY_WORD_LENGTH = 4;

/** The words of one search taken into account; shoppers rarely type more, and each costs a match. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The most spellings a word's synonyms add to it: each is one more test of every candidate name,
 * so a long group cannot make one word cost more than a few ordinary ones.
 */
export const MAX_SYNONYM_FORMS = 12;

/** Words that join others in what shoppers type ("frock for girls") but name nothing in the shop. */
const JOINING_WORDS = new Set(['and', 'for', 'from', 'the', 'with']);

/** Single letters that are words of their own, never the start of a longer one ("a frock"). */
const LETTER_WORDS = new Set(['a', 'i']);

/** The longest phrase of the synonym list looked for among the typed words ("half pants"). */
const MAX_PHRASE_WORDS = 3;

/** The owner's synonyms, by the search key of each of their words: the words of its group. */
export type SynonymDictionary = ReadonlyMap<string, readonly string[]>;

export interface SearchWord {
  /** As typed, lower case, without the hyphens or spaces that split it ("t-shirt" is "tshirt"). */
  text: string;
  /**
   * Substrings any of which counts as the word spelt right: the word itself or, for a plural, its
   * singular ("pyjamas" is found in "Pyjama Set"), and for a word typed in parts, the parts with a
   * space or a hyphen ("t shirt" is found in "T-Shirt"). A singular needs no plural.
   */
  forms: string[];
  /**
   * The spellings of the other words of its synonym group ("dress" for "frock"), each matched at
   * the start of a word of a name ("Dress", not "Sundress").
   */
  synonyms: string[];
  /** Long enough for a typo to be forgiven. */
  forgivesTypos: boolean;
}

/** The dictionary of a list of synonym groups: each word's key names its whole group. */
export function synonymDictionary(groups: readonly (readonly string[])[]): SynonymDictionary {
  const dictionary = new Map<string, readonly string[]>();
  for (const group of groups) {
    for (const word of group) dictionary.set(searchKey(word), group);
  }
  return dictionary;
}

/**
 * The words of a search text (already lower case) that are matched one by one: letters and digits
 * between any other characters, a single letter joined to the word after it ("t shirt", "t-shirt"),
 * two or three words the synonym list holds as one phrase joined ("night suit"), three or more
 * letters long, joining words left out, each once, the first eight. Every word must be found for
 * a product to match; order does not matter.
 */
export function searchWords(text: string, synonyms: SynonymDictionary = new Map()): SearchWord[] {
  const parts = phrasesJoined(
    lettersJoined(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)),
    synonyms,
  );
  const seen = new Set<string>();
  const words: SearchWord[] = [];
  for (const pieces of parts) {
    const word = pieces.join('');
    const key = searchKey(word);
    if (word.length < MIN_WORD_LENGTH || JOINING_WORDS.has(word) || seen.has(key)) continue;
    seen.add(key);
    const forms = formsOf(pieces);
    const group = synonyms.get(key) ?? [];
    const others = group
      .filter((other) => searchKey(other) !== key)
      .flatMap((other) => formsOf(other.split(/[^\p{L}\p{N}]+/u).filter(Boolean)))
      .filter((form) => !forms.includes(form));
    words.push({
      text: word,
      forms,
      synonyms: [...new Set(others)].slice(0, MAX_SYNONYM_FORMS),
      forgivesTypos: word.length >= MIN_FUZZY_WORD_LENGTH,
    });
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

/**
 * A single letter (not itself a word) before a word of three letters or more is that word's start:
 * "t shirt" and "t-shirt" are "tshirt". Letters on their own ("h&m") stay apart.
 */
function lettersJoined(tokens: string[]): string[][] {
  const words: string[][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const joins =
      token.length === 1 &&
      !LETTER_WORDS.has(token) &&
      /\p{L}/u.test(token) &&
      next !== undefined &&
      next.length >= MIN_WORD_LENGTH;
    if (joins) {
      words.push([token, next]);
      i++;
    } else {
      words.push([token]);
    }
  }
  return words;
}

/** Words that together are one word of the synonym list ("night suit", "half pants") are joined. */
function phrasesJoined(words: string[][], synonyms: SynonymDictionary): string[][] {
  if (synonyms.size === 0) return words;
  const joined: string[][] = [];
  for (let i = 0; i < words.length;) {
    let span = 1;
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - i); length > 1; length--) {
      const phrase = words.slice(i, i + length).flat();
      if (synonyms.has(searchKey(phrase.join('')))) {
        span = length;
        break;
      }
    }
    joined.push(words.slice(i, i + span).flat());
    i += span;
  }
  return joined;
}

/** A word typed in parts is also found written with a space, a hyphen or neither between them. */
function formsOf(pieces: string[]): string[] {
  const written =
    pieces.length > 1 ? [pieces.join(''), pieces.join(' '), pieces.join('-')] : [pieces.join('')];
  return [...new Set(written.flatMap(spellings))];
}

/**
 * The word and its singulars by the English rules shop names follow (dresses, boxes, onesies,
 * sneakers), keeping only forms not containing another: whatever holds "pyjamas" holds "pyjama".
 */
export function spellings(word: string): string[] {
  const forms = new Set([word]);
  if (word.endsWith('ies') && word.length > 4) forms.add(`${word.slice(0, -3)}y`);
  if (/(s|x|z|ch|sh)es$/.test(word)) forms.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) forms.add(word.slice(0, -1));
  const long = [...forms].filter((form) => form.length >= MIN_WORD_LENGTH);
  return long.filter((form) => !long.some((other) => other !== form && form.includes(other)));
}
