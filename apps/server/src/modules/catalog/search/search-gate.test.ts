import { describe, expect, it } from 'vitest';
import { SearchGate, searchGateFor } from './search-gate';

/** A search that ends when told to, recording when it started and ended. */
function controlled(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = async () => {
    log.push(`${name} starts`);
    await done;
    log.push(`${name} ends`);
    return name;
  };
  return { work, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SearchGate', () => {
  it('lets one search in at a time, the others in the order they came', async () => {
    const gate = new SearchGate(1);
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => controlled(log, name));
    const results = [a!, b!, c!].map((search) => gate.run(search.work));
    await settle();
    expect(log).toEqual(['a starts']);
    c!.finish();
    b!.finish();
    await settle();
    expect(log).toEqual(['a starts']);
    a!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('lets the next in when a search fails', async () => {
    const gate = new SearchGate(1);
    const failed = gate.run(() => Promise.reject(new Error('database gone')));
    await expect(failed).rejects.toThrow('database gone');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('does not hold searches back on a database server', async () => {
    const gate = searchGateFor('postgresql://shop@db/shop');
    const log: string[] = [];
    const searches = ['a', 'b', 'c', 'd'].map((name) => controlled(log, name));
    const results = searches.map((search) => gate.run(search.work));
    await settle();
    expect(log).toEqual(['a starts', 'b starts', 'c starts', 'd starts']);
    for (const search of searches) search.finish();
    await Promise.all(results);
  });

  it('takes one search at a time on the embedded database', async () => {
    const gate = searchGateFor(undefined);
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => controlled(log, name));
    const results = [gate.run(a!.work), gate.run(b!.work)];
    await settle();
    expect(log).toEqual(['a starts']);
    a!.finish();
    b!.finish();
    await Promise.all(results);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});
