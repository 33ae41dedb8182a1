import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface BudgetOptions {
  /** The most gzip kilobytes the entry chunk and everything it statically imports may weigh. */
  limitKb: number;
}

interface ChunkInfo {
  code: string;
  imports: string[];
}

/**
 * Prints the gzip size of the JS a shopper downloads before the first page renders (the entry
 * chunk plus its static imports; lazy routes are not counted) and fails the build when it goes
 * over budget (ARCHITECTURE §11: <= 110 kB), so a heavy import into the shell is caught at once.
 */
export function initialJsBudget({ limitKb }: BudgetOptions): Plugin {
  return {
    name: 'littleloom:initial-js-budget',
    apply: 'build',
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

      let gzipBytes = 0;
      for (const fileName of initial) {
        gzipBytes += gzipSync(chunks.get(fileName)?.code ?? '', { level: 9 }).length;
      }
      const sizeKb = gzipBytes / 1024;
      const summary = `initial JS: ${sizeKb.toFixed(1)} kB gzip in ${initial.size} chunk(s), budget ${limitKb} kB`;
      if (sizeKb > limitKb) this.error(`Over budget. ${summary}`);
      this.info(summary);
    },
  };
}
