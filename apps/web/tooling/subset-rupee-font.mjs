#!/usr/bin/env node
// Writes the two tiny fonts that draw the rupee sign (src/assets/fonts/nunito-rupee-*.woff2):
// `node tooling/subset-rupee-font.mjs`. Nunito's Latin files have no ₹; it sits in the Latin
// Extended files (16 kB a weight), which every page with a price would otherwise download for
// that one glyph. Run it again after updating @fontsource/nunito; a test checks the files match.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

export const RUPEE = '₹';
export const WEIGHTS = [400, 700];
const require = createRequire(import.meta.url);
const fontsDir = path.resolve(import.meta.dirname, '..', 'src', 'assets', 'fonts');

export const rupeeFontFile = (weight) => path.join(fontsDir, `nunito-rupee-${weight}.woff2`);

/** The rupee glyph of Nunito at `weight`, alone, as WOFF2. */
export async function subsetRupee(weight) {
  const source = require.resolve(
    `@fontsource/nunito/files/nunito-latin-ext-${weight}-normal.woff2`,
  );
  return subsetFont(await readFile(source), RUPEE, { targetFormat: 'woff2' });
}

if (process.argv[1] === import.meta.filename) {
  for (const weight of WEIGHTS) {
    const font = await subsetRupee(weight);
    await writeFile(rupeeFontFile(weight), font);
    process.stdout.write(
      `${path.relative(process.cwd(), rupeeFontFile(weight))}: ${font.length} bytes\n`,
    );
  }
}
