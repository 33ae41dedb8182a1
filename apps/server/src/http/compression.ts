import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON replies, and any other type the media-type database calls compressible (a CSV download,
 * say). PDFs, Excel workbooks and images are compressed formats already and go out as they are,
 * keeping their length. The built scripts and styles arrive precompressed
 * (apps/web/tooling/precompress.mjs) with a Content-Encoding of their own, which the plugin leaves
 * alone; so does the page (see not-found.ts).
 */
const COMPRESSED_TYPES = /^application\/json(?:;|$)/;

/**
 * Brotli or gzip, whichever the client takes, for replies of 1 kB and more (below that the
 * headers cost more than the saving). Request bodies are not decompressed: the shop's clients
 * never compress them, and accepting them would let a small body grow past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    customTypes: COMPRESSED_TYPES,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
