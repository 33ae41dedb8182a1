/**
 * Remembers how many live products match a filter for a short while. Counting is the costliest
 * part of a catalogue page and changes only when the catalogue does: every catalogue write in this
 * process clears it at once, and the time limit bounds how stale another server copy's count can be.
 */
export class CountCache {
  private readonly entries = new Map<string, { total: number; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.total;
    const total = await count();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { total, expiresAt: this.now() + this.ttlMs });
    return total;
  }

  clear(): void {
    this.entries.clear();
  }
}
