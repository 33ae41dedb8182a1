import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOL } from '@littleloom/shared';
import { pdfFontFiles } from './pdf-fonts';

describe('the fonts embedded in PDFs', () => {
  // Without the glyph every amount would print with an empty box; a font package release that
  // ships a subset (or no TTF at all) fails here, before any invoice test does.
  it.each(Object.entries(pdfFontFiles()))('%s draws the rupee sign', (_name, bytes) => {
    const font = create(bytes);
    const rupee = CURRENCY_SYMBOL.codePointAt(0)!;
    expect(rupee).toBe(0x20b9);
    expect('hasGlyphForCodePoint' in font && font.hasGlyphForCodePoint(rupee)).toBe(true);
  });
});
