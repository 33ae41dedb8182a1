import { describe, expect, it } from 'vitest';
import { MAX_SYNONYM_FORMS, searchWords, spellings, synonymDictionary } from './search-words';

describe('searchWords', () => {
  it('takes words of three letters or more, joining words left out, each once', () => {
    expect(searchWords('a frock for the girls, frock 3-4y').map((word) => word.text)).toEqual([
      'frock',
      'girls',
    ]);
    expect(searchWords('h&m t')).toEqual([]);
  });

  it('forgives typos from four letters', () => {
    expect(searchWords('tee frok').map((word) => [word.text, word.forgivesTypos])).toEqual([
      ['tee', false],
      ['frok', true],
    ]);
  });

  it('takes the first eight words', () => {
    const text = 'one two three four five six seven eight nine ten';
    expect(searchWords(text).map((word) => word.text)).toEqual(text.split(' ').slice(0, 8));
  });

  it('splits on any character that is not a letter or a digit, in any script', () => {
    expect(searchWords('jumpsuit/kurtā').map((word) => word.text)).toEqual(['jumpsuit', 'kurtā']);
  });

  it('joins a single letter to the word after it, written apart or with a hyphen', () => {
    for (const text of ['t-shirt', 't shirt', 'tshirt']) {
      const [word] = searchWords(text);
      expect(word?.text, text).toBe('tshirt');
    }
    expect(searchWords('t shirts')[0]?.forms.sort()).toEqual(['t shirt', 't-shirt', 'tshirt']);
    // Letters that are words, or stand alone, are not joined.
    expect(searchWords('a frock').map((word) => word.text)).toEqual(['frock']);
    expect(searchWords('h&m t')).toEqual([]);
  });
});

describe('searchWords with synonyms', () => {
  const synonyms = synonymDictionary([
    ['frock', 'dress'],
    ['tee', 't-shirt'],
    ['nightsuit', 'pyjama', 'nightwear'],
  ]);

  it("adds the other words of the word's group, as they may be written", () => {
    expect(searchWords('frocks', synonyms)).toEqual([
      { text: 'frocks', forms: ['frock'], synonyms: ['dress'], forgivesTypos: true },
    ]);
    expect(searchWords('tee', synonyms)[0]?.synonyms.sort()).toEqual([
      't shirt',
      't-shirt',
      'tshirt',
    ]);
    for (const text of ['tshirt', 't-shirts', 'T shirt'.toLowerCase()]) {
      expect(searchWords(text, synonyms)[0]?.synonyms, text).toEqual(['tee']);
    }
  });

  it('reads words the list holds as one phrase as one word', () => {
    expect(searchWords('night suit for girls', synonyms).map((word) => word.text)).toEqual([
      'nightsuit',
      'girls',
    ]);
    expect(searchWords('night suit', synonyms)[0]?.synonyms).toEqual(['pyjama', 'nightwear']);
  });

  it('adds at most twelve spellings of synonyms to a word', () => {
    const group = Array.from({ length: 12 }, (_, i) => `long word${i}`);
    const [word] = searchWords('long word0', synonymDictionary([group]));
    expect(word?.synonyms.length).toBe(MAX_SYNONYM_FORMS);
  });
});

describe('spellings', () => {
  it('gives the singular of a plural, keeping only the forms that hold no other', () => {
    expect(spellings('frocks')).toEqual(['frock']);
    expect(spellings('pyjamas')).toEqual(['pyjama']);
    expect(spellings('dresses')).toEqual(['dress']);
    expect(spellings('boxes')).toEqual(['box']);
    expect(spellings('watches')).toEqual(['watch']);
    expect(spellings('onesies').sort()).toEqual(['onesie', 'onesy']);
    expect(spellings('shoes')).toEqual(['shoe']);
  });

  it('leaves a singular, a word ending in ss and too short a stem as typed', () => {
    expect(spellings('frock')).toEqual(['frock']);
    expect(spellings('dress')).toEqual(['dress']);
    expect(spellings('bus')).toEqual(['bus']);
  });
});
