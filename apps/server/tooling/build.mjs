#!/usr/bin/env node
// `node tooling/build.mjs [--outfile <file>] [--entry <file.ts>]`. The server as one ES module, apps/server/dist/main.mjs, for `npm start`: loading plain
// JavaScript instead of compiling the TypeScript on every start takes about a third of the time
// and half the memory. Packages stay in node_modules (several are native or load their own
// files); only the shop's own code and the shared package, which is TypeScript, are bundled.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const sharedEntry = path.resolve(serverRoot, '..', '..', 'packages', 'shared', 'src', 'index.ts');

/**
 * Bundles `entry` (the server's main.ts unless another program that runs the server is given, as
 * the benchmarks do, so that they measure the code `npm start` runs) into `outfile`. The bundle
 * must lie inside apps/server, where the server finds its package folder from (lib/server-root.ts).
 */
export async function buildServer(
  outfile = path.join(serverRoot, 'dist', 'main.mjs'),
  entry = path.join(serverRoot, 'src', 'main.ts'),
) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'bundle-shared-package',
        setup(builder) {
          builder.onResolve({ filter: /^@littleloom\/shared$/ }, () => ({ path: sharedEntry }));
        },
      },
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { values } = parseArgs({
      options: { outfile: { type: 'string' }, entry: { type: 'string' } },
    });
    await buildServer(
      values.outfile && path.resolve(values.outfile),
      values.entry && path.resolve(values.entry),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
