import type { ContentEncoding } from '../../../http/compression';

/**
 * A reply as it goes on the wire: the serialized body, the validator (ETag) that names it, and its
 * compressed copies, each made the first time a client asks for that encoding.
 */
export interface CachedReply {
  body: Buffer;
  etag: string;
  encoded: Map<ContentEncoding, Buffer>;
}

export interface CacheLimits {
  maxEntries: number;
  /**
   * Bodies' total size in bytes. Their compressed copies come on top: JSON compresses to a fifth or
   * less, so both copies together add well under half of this.
   */
  maxBytes: number;
}

/** A few thousand pages and products, and never more than 32 MB of bodies. */
export const CATALOGUE_CACHE_LIMITS: CacheLimits = {
  maxEntries: 4_000,
  maxBytes: 32 * 1024 * 1024,
};

/**
 * Catalogue replies kept in memory, keyed by the normalised request. Every entry is dropped at once
 * whenever the catalogue may have changed (`invalidate`), and nothing is served or kept while
 * changes cannot be heard (`suspend` until `resume`). Each of those bumps a generation: a reply
 * read before a change is not kept after it, even when its reading finishes later. When full, the
 * least recently used replies go first.
 */
export class CatalogueCache {
  /** In least-recently-used-first order: a hit moves its entry to the end. */
  private readonly entries = new Map<string, CachedReply>();
  /** Replies being read, so that callers asking for the same one at once share one reading. */
  private readonly reading = new Map<string, { generation: number; reply: Promise<CachedReply> }>();
  private bytes = 0;
  private generation = 0;
  private serving = false;

  constructor(private readonly limits: CacheLimits = CATALOGUE_CACHE_LIMITS) {}

  /** The reply for `key`: kept, being read for another caller, or read now with `read`. */
  get(key: string, read: () => Promise<CachedReply>): Promise<CachedReply> {
    if (!this.serving) return read();
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return Promise.resolve(kept);
    }
    const pending = this.reading.get(key);
    if (pending?.generation === this.generation) return pending.reply;
    return this.fill(key, read);
  }

  /** The catalogue may have changed: forget every reply, and any reading under way. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.reading.clear();
    this.bytes = 0;
  }

  /** Changes can no longer be heard: serve nothing from memory until `resume`. */
  suspend(): void {
    this.serving = false;
    this.invalidate();
  }

  /** Changes are heard again. Some may have been missed meanwhile, so start empty. */
  resume(): void {
    this.invalidate();
    this.serving = true;
  }

  get size(): number {
    return this.entries.size;
  }

  private async fill(key: string, read: () => Promise<CachedReply>): Promise<CachedReply> {
    const generation = this.generation;
    const reply = read();
    this.reading.set(key, { generation, reply });
    try {
      const value = await reply;
      if (this.serving && generation === this.generation) this.keep(key, value);
      return value;
    } finally {
      if (this.reading.get(key)?.reply === reply) this.reading.delete(key);
    }
  }

  private keep(key: string, value: CachedReply): void {
    if (value.body.length > this.limits.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.body.length;
    this.entries.delete(key);
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}
