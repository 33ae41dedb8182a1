// Writes a Brotli (.br) and a gzip (.gz) copy beside every built text asset, at the strongest
// settings, once at build time: the server then sends the smaller copy a browser accepts without
// compressing anything per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir, skipped) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.includes(full)) yield* filesUnder(full, skipped);
    } else yield full;
  }
}

/**
 * Compresses every compressible file under `dir` but those in `skipped` folders; returns how many
 * files got copies.
 */
export async function precompress(dir, skipped = []) {
  let count = 0;
  for await (const file of filesUnder(dir, skipped)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = await readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that is not smaller would only cost a disk read.
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
