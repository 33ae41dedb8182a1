import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { initialJsBudget } from './tooling/initial-js-budget.ts';

/** The modules of the `core` chunk (see the build's code splitting below). */
const CORE = new RegExp(
  [
    String.raw`packages[\/]shared[\/]src[\/](constants|messages)\.ts$`,
    String.raw`src[\/]lib[\/]api\.ts$`,
    String.raw`src[\/]features[\/]accounts[\/](session-store|use-session|auth-fetch)\.ts$`,
  ].join('|'),
);

/** The modules of the `shop-kit` chunk (see the build's code splitting below). */
const SHOP_KIT = new RegExp(
  [
    String.raw`src[\/]features[\/]catalog[\/](ProductResults|ProductCard|CardColours|ProductPrice|PageLinks|pastel|stock|size-choice)\.tsx?$`,
    String.raw`src[\/]features[\/]catalog[\/]product[\/]SizeChips\.tsx$`,
    String.raw`src[\/]features[\/]wishlist[\/](WishlistHeart|use-wishlist-(change|toggle)|wishlist-api)\.tsx?$`,
    String.raw`src[\/]features[\/]cart[\/](use-cart-change|(use-)?quantity-refusal|QuantityRefusalDialog|cart-api)\.tsx?$`,
    String.raw`src[\/]ui[\/](ErrorState|AlertDialog|ModalDialog|native-dialog|Spinner)\.tsx?$`,
    String.raw`src[\/]lib[\/]use-debounced-value\.ts$`,
    String.raw`src[\/]features[\/]accounts[\/]use-login-redirect\.ts$`,
    String.raw`packages[\/]shared[\/]src[\/](money|shopping-messages)\.ts$`,
  ].join('|'),
);

/** The API server during development (apps/server listens here by default). */
const API_ORIGIN = 'http://127.0.0.1:3000';
const apiProxy = {
  '/api': { target: API_ORIGIN, changeOrigin: false },
  '/uploads': { target: API_ORIGIN, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    initialJsBudget({
      // ARCHITECTURE §11 target (docs/decisions/0005): React 19, declarative react-router and
      // TanStack Query weigh ~92 kB gzip; the hard stop catches a heavy import (zod, sonner, a
      // chart library) reaching the entry.
      budgetKb: 110,
      failAboveKb: 120,
      enforce: process.env.ENFORCE_JS_BUDGET === 'true',
    }),
  ],
  server: { host: '127.0.0.1', proxy: apiProxy },
  preview: { host: '127.0.0.1', proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // A font is fetched only when a page uses its characters; inlined, it would weigh on every
    // page's render-blocking stylesheet instead (the rupee sign's 0.8 kB fonts, src/index.css).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Every browser this target covers preloads modules natively; the polyfill would only add
    // bytes to the first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page needs, as one chunk: left to itself the bundler splits
            // them into several small shared chunks, each with its own overhead.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            // The shop's own modules every page needs and lazy pages share with the first
            // download (messages, constants, the API client, the session): one file, not four.
            {
              name: 'core',
              test: CORE,
              includeDependenciesRecursively: false,
            },
            // What draws products and takes shop actions, shared by the storefront's lazy pages
            // (collection, product, home shelves, wishlist, cart): as one file rather than a dozen
            // tiny ones, each a request of its own before the page can show its products. None of
            // it is in the first download (the initial-JS budget would show it if it were).
            {
              name: 'shop-kit',
              test: SHOP_KIT,
              // Only these modules: what they import stays where the bundler puts it (much of it
              // is in the first download).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      treeshake: {
        // packages/shared only declares constants, messages, pure helpers and zod schemas. Saying
        // so lets the bundler drop the schemas a page does not use, which keeps zod out of the
        // first download (the contact form's chunk brings it when needed).
        moduleSideEffects: [{ test: /\/packages\/shared\/src\//, sideEffects: false }],
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
