import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/**
 * JSON replies, and any other type the media-type database calls compressible (a CSV download,
 * say). PDFs, Excel workbooks and images are compressed formats already and go out as they are,
 * keeping their length. The built scripts and styles arrive precompressed
 * (apps/web/tooling/precompress.mjs) with a Content-Encoding of their own, which the plugin leaves
 * alone; so does the page (see not-found.ts), and so do catalogue replies served from memory, which
 * keep their compressed copies (modules/catalog/cached-replies.ts).
 */
const COMPRESSED_TYPES = /^application\/json(?:;|$)/;

export type ContentEncoding = 'br' | 'gzip';
/** In order of preference when a client takes both equally. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** Below this the headers cost more than the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Quality 4 of 11: most of Brotli's saving for a small part of its highest setting's time. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Brotli or gzip, whichever the client takes, for replies of 1 kB and more. Request bodies are not
 * decompressed: the shop's clients never compress them, and accepting them would let a small body
 * grow past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    customTypes: COMPRESSED_TYPES,
    encodings: ENCODINGS,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    globalDecompression: false,
  });
}

/** The encoding to send a reply in, as the plugin would choose it; none when the client takes none. */
export function acceptedEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  // As the plugin does: `*` and x-gzip count as gzip.
  const normalised = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(normalised, ENCODINGS) ?? undefined;
}

/** A body compressed as the plugin compresses replies. */
export function encodeBody(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}
