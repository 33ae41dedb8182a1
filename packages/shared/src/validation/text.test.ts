import { describe, expect, it } from 'vitest';
import { registerSchema } from './accounts';
import { keptImageIdsSchema } from './catalog';
import { findControlCharacter, hasControlCharacter } from './text';

describe('control characters', () => {
  it('are found in NUL, escape, DEL and C1, but not in tabs, line breaks or other scripts', () => {
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', '\u0085', '\u000b', '\u000c']) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['Warm\r\n\tsoft', 'नमस्ते', '₹1,499', 'émoji 🧸', '']) {
      expect(hasControlCharacter(good), good).toBe(false);
    }
  });

  it('include the invisible and direction-changing characters that hide or reverse text', () => {
    const hidden = [
      'Little\u200BLoom', // zero-width space
      'Asha\u200E', // left-to-right mark
      '\u200Fabc', // right-to-left mark
      ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'].map((c) => `Great ${c}tcudorp`),
      ...['\u2066', '\u2067', '\u2068', '\u2069'].map((c) => `name${c}x`),
      '\uFEFFbom', // byte-order mark inside text
      'a\u2060b', // word joiner
      'Little\u200DLoom', // a joiner between Latin letters joins nothing
      '\u200Cstart', // a joiner with nothing before it
      'hi\u{E0041}\u{E0042}', // tag characters smuggling text
    ];
    for (const bad of hidden) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('keep the joiners Indic words and emoji need, and flags spelled with tags', () => {
    const needed = [
      'क्\u200Dष', // Devanagari half form
      'ന്\u200D', // Malayalam chillu at the end of a word
      'ক্\u200Cষ', // Bengali non-joiner
      'می\u200Cخواهم', // Urdu and Persian non-joiner
      '👩\u200D💻', // woman technologist
      '👩🏽\u200D💻', // with a skin tone
      '❤️\u200D🔥', // heart on fire, after the emoji variation selector
      '👨\u200D👩\u200D👧', // family
      '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} England', // flag
    ];
    for (const good of needed) {
      expect(hasControlCharacter(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('are traced to the field that holds them, keys included', () => {
    expect(findControlCharacter({ name: 'ok', items: [{ size: 'M' }, { size: 'L\u0000' }] })).toBe(
      'items.1.size',
    );
    expect(findControlCharacter({ ['a\u0000']: 1 })).toBe('field name');
    expect(findControlCharacter('plain\u0000')).toBe('text');
    expect(findControlCharacter({ n: 1, ok: true, none: null, list: ['x'] })).toBeUndefined();
  });

  it('are traced in the order a person reads the body: a key before its value, earlier fields first', () => {
    expect(findControlCharacter({ a: ['ok', { b: 'x\u0000' }], c: 'y\u0000' })).toBe('a.1.b');
    expect(findControlCharacter({ ['k\u0000']: 'v\u0000' })).toBe('field name');
    expect(findControlCharacter({ a: { ['k\u0000']: 1 } })).toBe('a.field name');
    expect(findControlCharacter({ a: 'v\u0000', ['k\u0000']: 1 })).toBe('a');
    expect(findControlCharacter([[], ['', 'z\u007f']])).toBe('1.1');
    expect(findControlCharacter('\u0000', ['query'])).toBe('query');
    expect(findControlCharacter(Buffer.from('a\u0000b'))).toBeUndefined();
  });

  it('are found however deeply the body nests, without running out of stack', () => {
    const depth = 100_000;
    let list: unknown = 'deep\u0000';
    let object: unknown = 'deep\u0000';
    for (let i = 0; i < depth; i += 1) {
      list = [list];
      object = { a: object };
    }
    expect(findControlCharacter(list)).toBe(Array.from({ length: depth }, () => '0').join('.'));
    expect(findControlCharacter(object)).toBe(Array.from({ length: depth }, () => 'a').join('.'));
    let clean: unknown = 'fine';
    for (let i = 0; i < depth; i += 1) clean = i % 2 === 0 ? [clean] : { a: clean };
    expect(() => findControlCharacter(clean)).not.toThrow();
    expect(findControlCharacter(clean)).toBeUndefined();
  });

  it('are refused by the shared text fields, so forms say so next to the field', () => {
    const result = registerSchema.safeParse({
      name: 'Asha\u0000',
      email: 'asha@example.com',
      password: 'secret1',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name contains characters that are not allowed');
  });
});

describe('images an edit keeps', () => {
  it('come as repeated fields or one JSON list, and nothing else', () => {
    expect(keptImageIdsSchema.parse(['img-a', 'img-b'])).toEqual(['img-a', 'img-b']);
    expect(keptImageIdsSchema.parse(['["img-a","img-b"]'])).toEqual(['img-a', 'img-b']);
    expect(keptImageIdsSchema.parse([])).toEqual([]);
    for (const bad of ['[not json', '[1]', '[{"id":"x"}]', '[""]']) {
      const result = keptImageIdsSchema.safeParse([bad]);
      expect(result.error?.issues[0]?.message, bad).toBe(
        'existingImages must be a list of image ids',
      );
    }
    const seven = JSON.stringify(Array.from({ length: 7 }, (_, i) => `img-${i}`));
    expect(keptImageIdsSchema.safeParse([seven]).error?.issues[0]?.message).toBe(
      'A product can have at most 6 images',
    );
  });
});
