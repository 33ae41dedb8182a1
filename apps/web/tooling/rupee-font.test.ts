// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rupeeFontFile, subsetRupee, WEIGHTS } from './subset-rupee-font.mjs';

describe('the rupee sign’s fonts', () => {
  it('are Nunito’s own ₹, made from the installed @fontsource/nunito', async () => {
    for (const weight of WEIGHTS) {
      const committed = readFileSync(rupeeFontFile(weight));
      // Under 2 kB, not the 16 kB Latin Extended file they replace.
      expect(committed.length, `weight ${weight}`).toBeLessThan(2048);
      expect(committed.subarray(0, 4).toString('latin1'), `weight ${weight}`).toBe('wOF2');
      // Regenerate with `node tooling/subset-rupee-font.mjs` when this fails.
      expect((await subsetRupee(weight)).equals(committed), `weight ${weight}`).toBe(true);
    }
  });
});
