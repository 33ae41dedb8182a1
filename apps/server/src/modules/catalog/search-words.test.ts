import { describe, expect, it } from 'vitest';
import { searchWords, spellings } from './search-words';

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
    expect(searchWords('t-shirt/kurtā').map((word) => word.text)).toEqual(['shirt', 'kurtā']);
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
