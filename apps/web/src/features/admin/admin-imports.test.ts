import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(import.meta.dirname, '..');
const ADMIN = path.join(FEATURES, 'admin');

/** Every relative module an admin file imports, resolved to a path under src. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map(([, specifier = '']) => path.resolve(path.dirname(file), specifier));
}

/**
 * The back office is its own lazy chunk with its own feature folders: what it shares with the
 * storefront lives in src/ui, src/lib or packages/shared, so neither side's internals can change
 * the other's screens (or pull shopper code into the admin chunk).
 */
describe('the back office’s imports', () => {
  it('reach no shopper feature', () => {
    const files = (readdirSync(ADMIN, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(ADMIN, file));
    const intoShopperFeatures = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith(FEATURES + path.sep))
        .filter((target) => !target.startsWith(ADMIN + path.sep))
        .map((target) => `${path.relative(FEATURES, file)} -> ${path.relative(FEATURES, target)}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(intoShopperFeatures).toEqual([]);
  });
});
