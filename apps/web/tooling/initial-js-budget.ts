import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface BudgetOptions {
  /** The target, in gzip kB (1 kB = 1024 bytes): above it the build warns. */
  budgetKb: number;
  /** Above this the build fails: something heavy slipped into the first download. */
  failAboveKb: number;
  /**
   * Whether going far over stops the build. The tests (and CI) enforce it; `npm start` only warns,
   * so a shop never fails to start over the size of its JavaScript.
   */
  enforce: boolean;
}

interface ChunkInfo {
  code: string;
  imports: string[];
}

/**
 * Prints the gzip size of the JS a shopper downloads before the first page can render: the entry
 * chunk plus every chunk it imports statically. Lazy chunks (other pages, the footer, toasts) are
 * fetched after that first render and are not counted. ARCHITECTURE §11 sets the budget.
 */
export function initialJsBudget({ budgetKb, failAboveKb, enforce }: BudgetOptions): Plugin {
  return {
    name: 'littleloom:initial-js-budget',
    // The client build only: the prerender's server-side build is never downloaded.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const entries: string[] = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(fileName, { code: output.code, imports: output.imports });
        if (output.isEntry) entries.push(fileName);
      }

      const initial = new Set<string>();
      const visit = (fileName: string): void => {
        if (initial.has(fileName)) return;
        initial.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      entries.forEach(visit);

      // zlib's default level: what a server compressing on the fly typically sends.
      let gzipBytes = 0;
      for (const fileName of initial)
        gzipBytes += gzipSync(chunks.get(fileName)?.code ?? '').length;
      const sizeKb = gzipBytes / 1024;
      const summary =
        `initial JS: ${sizeKb.toFixed(1)} kB gzip in ${initial.size} chunk(s) ` +
        `(budget ${budgetKb} kB, fails above ${failAboveKb} kB)`;

      if (sizeKb > failAboveKb && enforce) this.error(`Far over budget. ${summary}`);
      else if (sizeKb > failAboveKb) this.warn(`Far over budget. ${summary}`);
      else if (sizeKb > budgetKb) this.warn(`Over budget. ${summary}`);
      else this.info(summary);
    },
  };
}
