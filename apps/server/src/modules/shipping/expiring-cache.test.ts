import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache';

describe('the expiring cache', () => {
  it('keeps an entry for its time, and no longer', () => {
    let now = 1_000;
    const cache = new ExpiringCache<string>(10, 300, () => now);
    cache.set('560001', 'served');
    now += 299;
    expect(cache.get('560001')).toBe('served');
    now += 1;
    expect(cache.get('560001')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently read entry when full', () => {
    const cache = new ExpiringCache<number>(2, 60_000, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry only while it still holds the value given', () => {
    const cache = new ExpiringCache<string>(5, 60_000, () => 0);
    cache.set('pin', 'first');
    cache.set('pin', 'second');
    cache.forget('pin', 'first');
    expect(cache.get('pin')).toBe('second');
    cache.forget('pin', 'second');
    expect(cache.get('pin')).toBeUndefined();
  });
});
