import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary';

/**
 * JSON replies, and any other type the media-type database calls compressible (a CSV download,
 * say). PDFs, Excel workbooks and images are compressed formats already and go out as they are,
 * keeping their length. The built scripts and styles arrive precompressed
 * (apps/web/tooling/precompress.mjs) with a Content-Encoding of their own, which the plugin leaves
 * alone; so does the page (see pages/web-pages.ts), and so do catalogue replies served from
 * memory, which keep their compressed copies (modules/catalog/cache/cached-replies.ts).
 */
const COMPRESSED_TYPES = /^application\/json(?:;|$)/;

export type ContentEncoding = 'br' | 'gzip';
/** In order of preference when a client takes both equally. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/** Below this the headers cost more than the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON bodies up to this size are compressed in one call as they are sent: for a page of products
 * that is a tenth of a millisecond, where the plugin's stream costs several times that and sends
 * the reply in chunks. Larger ones go through the plugin's stream, which never holds the event
 * loop for long.
 */
const COMPRESSED_AT_ONCE_BYTES = 64 * 1024;

/** Quality 4 of 11: most of Brotli's saving for a small part of its highest setting's time. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Brotli or gzip, whichever the client takes, for replies of 1 kB and more. Request bodies are not
 * decompressed: the shop's clients never compress them, and accepting them would let a small body
 * grow past the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own hook, which leaves a reply with a Content-Encoding alone.
  app.addHook('onSend', async (request, reply, payload) => compressAtOnce(request, reply, payload));
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

function compressAtOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSED_TYPES.test(type)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESSION_THRESHOLD_BYTES || body.length > COMPRESSED_AT_ONCE_BYTES) {
    return payload;
  }
  addVary(reply, 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return encodeBody(body, encoding);
}
