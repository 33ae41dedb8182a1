import { describe, expect, it } from 'vitest';
import type { Product } from '@littleloom/shared';
import { KeptProductViews } from './kept-product-views';

const view = (id: string, name = `Product ${id}`) => ({ _id: id, name }) as Product;

/** A reader that records what it was asked for and answers with the current names. */
function reader(names: Record<string, string> = {}) {
  const asked: string[][] = [];
  return {
    asked,
    names,
    read: async (ids: string[]) => {
      asked.push(ids);
      return ids.map((id) => view(id, names[id]));
    },
  };
}

describe('products kept for collection pages', () => {
  it('reads only the products it does not hold, and answers in the order asked', async () => {
    const kept = new KeptProductViews(10);
    const db = reader();
    await kept.views(['a', 'b'], db.read);
    const page = await kept.views(['c', 'b', 'a'], db.read);
    expect(page.map((p) => p._id)).toEqual(['c', 'b', 'a']);
    expect(db.asked).toEqual([['a', 'b'], ['c']]);
  });

  it('forgets a changed product, and keeps nothing read while a change was heard', async () => {
    const kept = new KeptProductViews(10);
    const db = reader({ a: 'Old' });
    await kept.views(['a'], db.read);
    db.names.a = 'New';
    kept.forget(['a']);
    expect((await kept.views(['a'], db.read))[0]?.name).toBe('New');

    let release = () => {};
    const slow = kept.views(['b'], async (ids) => {
      await new Promise<void>((resolve) => (release = resolve));
      return db.read(ids);
    });
    kept.forget(['x']);
    release();
    await slow;
    expect(kept.size).toBe(1);
    await kept.views(['b'], db.read);
    expect(db.asked.at(-1)).toEqual(['b']);
  });

  it('lets the least recently shown go first when full, and forgets everything at once', async () => {
    const kept = new KeptProductViews(2);
    const db = reader();
    await kept.views(['a', 'b'], db.read);
    await kept.views(['a'], db.read);
    await kept.views(['c'], db.read);
    expect(kept.size).toBe(2);
    await kept.views(['a', 'c'], db.read);
    expect(db.asked).toEqual([['a', 'b'], ['c']]);
    kept.forgetAll();
    expect(kept.size).toBe(0);
  });
});
