import { describe, expect, it } from 'vitest';
import { CatalogueCache, type CachedReply } from './catalogue-cache';

const reply = (body: string): CachedReply => ({
  body: Buffer.from(body),
  etag: `W/"${body}"`,
  encoded: new Map(),
});

/** A reading the test finishes when it chooses, as a slow database query would. */
function slowRead(body: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let calls = 0;
  return {
    read: async () => {
      calls += 1;
      await done;
      return reply(body);
    },
    finish: () => finish(),
    calls: () => calls,
  };
}

function servingCache(limits?: ConstructorParameters<typeof CatalogueCache>[0]) {
  const cache = new CatalogueCache(limits);
  cache.resume();
  return cache;
}

describe('the catalogue cache', () => {
  it('reads once and then answers from memory', async () => {
    const cache = servingCache();
    let reads = 0;
    const read = async () => reply(`page ${(reads += 1)}`);
    expect((await cache.get('a', read)).body.toString()).toBe('page 1');
    expect((await cache.get('a', read)).body.toString()).toBe('page 1');
    expect(reads).toBe(1);
    cache.invalidate();
    expect((await cache.get('a', read)).body.toString()).toBe('page 2');
  });

  it('shares one reading between callers asking for the same reply at once', async () => {
    const cache = servingCache();
    const slow = slowRead('page');
    const both = Promise.all([cache.get('a', slow.read), cache.get('a', slow.read)]);
    slow.finish();
    expect((await both).map((r) => r.body.toString())).toEqual(['page', 'page']);
    expect(slow.calls()).toBe(1);
  });

  it('does not keep a reply read before a change that lands while it is being read', async () => {
    const cache = servingCache();
    const old = slowRead('before the change');
    const reading = cache.get('a', old.read);
    cache.invalidate();
    // A caller after the change does not join the old reading.
    const fresh = slowRead('after the change');
    const after = cache.get('a', fresh.read);
    old.finish();
    fresh.finish();
    expect((await reading).body.toString()).toBe('before the change');
    expect((await after).body.toString()).toBe('after the change');
    expect((await cache.get('a', async () => reply('unused'))).body.toString()).toBe(
      'after the change',
    );
  });

  it('serves and keeps nothing while changes cannot be heard, and starts empty when they can', async () => {
    const cache = new CatalogueCache();
    let reads = 0;
    const read = async () => reply(`page ${(reads += 1)}`);
    // Not yet listening: every call reads.
    await cache.get('a', read);
    await cache.get('a', read);
    expect(reads).toBe(2);
    cache.resume();
    await cache.get('a', read);
    expect((await cache.get('a', read)).body.toString()).toBe('page 3');
    cache.suspend();
    expect((await cache.get('a', read)).body.toString()).toBe('page 4');
    expect(cache.size).toBe(0);
    // A reading begun while deaf is not kept once listening again: it may predate a missed change.
    const deaf = slowRead('read while deaf');
    const reading = cache.get('b', deaf.read);
    cache.resume();
    deaf.finish();
    await reading;
    expect(cache.size).toBe(0);
  });

  it('stays within its limits, dropping the least recently used first', async () => {
    const cache = servingCache({ maxEntries: 3, maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => reply(key));
    await cache.get('a', async () => reply('unused'));
    await cache.get('d', async () => reply('d'));
    expect(cache.size).toBe(3);
    // b was the least recently used, so it was read again; a was kept.
    expect((await cache.get('b', async () => reply('b again'))).body.toString()).toBe('b again');
    expect((await cache.get('d', async () => reply('unused'))).body.toString()).toBe('d');

    const small = servingCache({ maxEntries: 100, maxBytes: 10 });
    await small.get('x', async () => reply('x'.repeat(6)));
    await small.get('y', async () => reply('y'.repeat(6)));
    expect(small.size).toBe(1);
    await small.get('z', async () => reply('z'.repeat(11)));
    expect(small.size).toBe(1);
  });
});
