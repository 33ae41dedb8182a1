import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './lib/server-root';

// The borders check of `npm test` (scripts/check-boundaries.mjs with .dependency-cruiser.mjs), run
// in small planted trees laid out as the project is: each rule must fire on what it forbids, and
// stay quiet on what it allows, or the check's empty report would prove nothing.
const ROOT = path.join(SERVER_ROOT, '..', '..');
const CHECK = path.join(ROOT, 'scripts', 'check-boundaries.mjs');
const KNOWN = '.dependency-cruiser-known-violations.json';
const work = mkdtempSync(path.join(tmpdir(), 'littleloom-boundaries-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

type Tree = Record<string, string>;

/** What the project's own tree holds in every planted one: allowed imports only. */
const ALLOWED: Tree = {
  'tsconfig.base.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx' },
  }),
  'packages/shared/src/money.ts': 'export const paise = (rupees: number) => rupees * 100;\n',
  'packages/shared/src/pricing.ts':
    "import { paise } from './money';\nexport const fee = paise(50);\n",
  'apps/server/src/db/client.ts': 'export const db = {};\n',
  'apps/server/src/modules/catalog/index.ts': 'export interface Product { id: string }\n',
  'apps/server/src/modules/catalog/lookup.ts':
    "import { db } from '../../db/client';\nexport const find = () => db;\n",
  'apps/server/src/modules/cart/cart-lines.ts': 'export const lines: string[] = [];\n',
  // Its own module's files, and another module's public face for types.
  'apps/server/src/modules/cart/service.ts':
    "import { lines } from './cart-lines';\nimport type { Product } from '../catalog/index';\nexport const first = (p: Product) => [p, lines];\n",
  // Tests set the stage with other modules' services.
  'apps/server/src/modules/cart/service.test.ts':
    "import { find } from '../catalog/lookup';\nexport const stage = find;\n",
  'apps/server/src/app.ts':
    "import { find } from './modules/catalog/lookup';\nimport { first } from './modules/cart/service';\nexport const wired = [find, first];\n",
  'apps/web/src/ui/Button.tsx': 'export const Button = () => null;\n',
  'apps/web/src/features/home/HomePage.tsx':
    "import { Button } from '../../ui/Button';\nexport const HomePage = Button;\n",
  'apps/web/src/app/routes.tsx':
    "import { HomePage } from '../features/home/HomePage';\nexport const routes = [HomePage];\n",
  'apps/web/src/shell/page-render.tsx':
    "import { routes } from '../app/routes';\nexport const render = routes;\n",
  // The back office draws with the shared UI and its own parts.
  'apps/web/src/features/admin/ui/AdminTable.tsx': 'export const AdminTable = () => null;\n',
  'apps/web/src/features/admin/catalog/CategoryPage.tsx':
    "import { Button } from '../../../ui/Button';\nimport { AdminTable } from '../ui/AdminTable';\nimport { fee } from '../../../../../../packages/shared/src/pricing';\nexport const CategoryPage = [Button, AdminTable, fee];\n",
  [KNOWN]: '[]\n',
};

function plant(name: string, tree: Tree): string {
  const dir = path.join(work, name);
  for (const [file, text] of Object.entries({ ...ALLOWED, ...tree })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/**
 * Runs the check in `dir`: its exit code, and each violation it reports as `rule: from → to` (a
 * circle once, by its first step).
 */
function check(dir: string): { status: number | null; violations: string[]; output: string } {
  const result = spawnSync(process.execPath, [CHECK], { cwd: dir, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  const violations = [...output.matchAll(/^\s*error (\S+): (\S+) → ?\s*(\S+)/gmu)].map(
    ([, rule, from, to]) => `${rule}: ${from} → ${to}`,
  );
  return { status: result.status, violations: violations.sort(), output };
}

// Each run of the check takes a few seconds; a shared machine under load may stretch them.
describe('the boundaries check', { timeout: 90_000 }, () => {
  it('passes a tree whose imports keep the borders', () => {
    const result = check(plant('allowed', {}));
    expect(result.violations).toEqual([]);
    expect(result.status, result.output).toBe(0);
  });

  it('fails on each kind of border crossing, and names it', () => {
    const result = check(
      plant('crossings', {
        // A circle, of types only.
        'packages/shared/src/api-a.ts':
          "import type { B } from './api-b';\nexport interface A { b?: B }\n",
        'packages/shared/src/api-b.ts':
          "import type { A } from './api-a';\nexport interface B { a?: A }\n",
        // A module reaching into another's inner file, and into its public face for a value.
        'apps/server/src/modules/wishlist/service.ts':
          "import { find } from '../catalog/lookup';\nexport const look = find;\n",
        'apps/server/src/modules/reviews/service.ts':
          "import * as catalog from '../catalog/index';\nexport const faces = catalog;\n",
        // The floors importing what stands on them.
        'apps/server/src/http/write-gate.ts':
          "import type { Product } from '../modules/catalog/index';\nexport type Gate = Product;\n",
        'apps/server/src/flows/place-order.ts': 'export const placeOrder = () => 1;\n',
        'apps/server/src/platform/payments.ts':
          "import { placeOrder } from '../flows/place-order';\nexport const pay = placeOrder;\n",
        // A feature reaching into the app shell.
        'apps/web/src/features/catalog/CollectionPage.tsx':
          "import { routes } from '../../app/routes';\nimport { render } from '../../shell/page-render';\nexport const page = [routes, render];\n",
        // The back office reaching into a shop page.
        'apps/web/src/features/admin/orders/OrderPage.tsx':
          "import { HomePage } from '../../home/HomePage';\nexport const OrderPage = HomePage;\n",
      }),
    );
    expect(result.status, result.output).not.toBe(0);
    expect(result.violations).toEqual(
      [
        'no-circular: packages/shared/src/api-a.ts → packages/shared/src/api-b.ts',
        'no-module-to-module: apps/server/src/modules/wishlist/service.ts → apps/server/src/modules/catalog/lookup.ts',
        'no-module-to-module: apps/server/src/modules/reviews/service.ts → apps/server/src/modules/catalog/index.ts',
        'no-upward-imports: apps/server/src/http/write-gate.ts → apps/server/src/modules/catalog/index.ts',
        'no-upward-imports: apps/server/src/platform/payments.ts → apps/server/src/flows/place-order.ts',
        'no-feature-to-app-shell: apps/web/src/features/catalog/CollectionPage.tsx → apps/web/src/app/routes.tsx',
        'no-feature-to-app-shell: apps/web/src/features/catalog/CollectionPage.tsx → apps/web/src/shell/page-render.tsx',
        'no-admin-to-shopper-features: apps/web/src/features/admin/orders/OrderPage.tsx → apps/web/src/features/home/HomePage.tsx',
      ].sort(),
    );
  });

  it('lets a module → module import listed as known pass, and fails a new one', () => {
    const known = plant('known', {
      'apps/server/src/modules/wishlist/service.ts':
        "import { find } from '../catalog/lookup';\nexport const look = find;\n",
    });
    spawnSync(process.execPath, [CHECK, '--baseline'], { cwd: known, encoding: 'utf8' });
    expect(check(known).status).toBe(0);

    writeFileSync(
      path.join(known, 'apps/server/src/modules/cart/service.ts'),
      "import { find } from '../catalog/lookup';\nexport const again = find;\n",
    );
    const result = check(known);
    expect(result.status, result.output).not.toBe(0);
    expect(result.violations).toEqual([
      'no-module-to-module: apps/server/src/modules/cart/service.ts → apps/server/src/modules/catalog/lookup.ts',
    ]);
  });

  it('lists no known violation for the project: every border holds with no exception', () => {
    const known: unknown[] = JSON.parse(readFileSync(path.join(ROOT, KNOWN), 'utf8'));
    expect(known).toEqual([]);
  });
});
