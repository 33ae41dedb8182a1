// The borders ARCHITECTURE.md §2 draws, checked by `npm test` (scripts/check-boundaries.mjs), so
// they are kept by a tool rather than by memory. Module → module imports that predate the check are
// listed in .dependency-cruiser-known-violations.json and fade out as they are removed; every other
// rule holds with no exceptions. Why this tool: docs/decisions/0040-borders-kept-by-a-tool.md.

const SERVER = '^apps/server/src/';
// Tests set the stage with other modules' services, as a shopper's journey crosses them; the
// borders are for the shop's own code.
const TESTS = '[.](test|spec)[.]tsx?$|/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle of imports, types included, ties its files into one lump: none can be read, ' +
        'loaded or moved without the others. Move what both sides need into a third file.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-to-module',
      severity: 'error',
      comment:
        'A module never reaches into another module: what it needs comes in as a small interface ' +
        'from the composition root (app.ts), and work spanning modules is a flow (src/flows/).',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index[.]ts$`],
      },
    },
    {
      name: 'no-module-to-module',
      severity: 'error',
      comment:
        "Another module's index.ts is its public face, and may be imported for its types only " +
        '(import type): the values come in from the composition root.',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SERVER}modules/[^/]+/index[.]ts$`,
        pathNot: `${SERVER}modules/$1/`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-upward-imports',
      severity: 'error',
      comment:
        'platform/, db/, lib/ and http/ are the floors modules and flows stand on: they never import ' +
        'them. What they need from a module is passed in where the app is wired (app.ts).',
      from: { path: `${SERVER}(platform|db|lib|http)/`, pathNot: TESTS },
      to: { path: `${SERVER}(modules|flows)/` },
    },
    {
      name: 'no-feature-to-app-shell',
      severity: 'error',
      comment:
        'A feature is a page and its parts; the app shell (src/app: router, providers, layouts; ' +
        'src/shell: the server-side drawing) puts features together and is never imported by them. ' +
        'What both use belongs in ui/ or lib/.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/(app|shell)/' },
    },
    {
      name: 'no-admin-to-shopper-features',
      severity: 'error',
      comment:
        'The back office is its own lazy chunk and changes on its own schedule: importing a shop ' +
        "page's part would pull the storefront into it, and tie a shopper screen's change to the " +
        'back office. What both need belongs in packages/shared, ui/ or lib/.',
      from: { path: '^apps/web/src/features/admin/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/admin/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports are imports too: a circle of types still ties its files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // `@littleloom/shared` resolves, through its package.json exports, to packages/shared/src.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
