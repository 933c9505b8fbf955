// Owns the one memory cache shape the server keeps things in: least recently used first out, bounded
// by the total size of its values and by their number, with keys that may be pinned (never evicted).
// Used by the photo server (bytes of each variant) and the page cache (the pages a visitor reads).

export type BoundedLruOptions<V> = {
  /** The most the values may weigh together, in `sizeOf` units (bytes). */
  maxBytes: number;
  /** The most values kept. */
  maxEntries?: number;
  sizeOf: (value: V) => number;
  /**
   * Keys never evicted to make room (a fixed, small set: the caller makes sure they fit). They count
   * towards both bounds, so the others share what is left.
   */
  pinned?: (key: string) => boolean;
};

export class BoundedLru<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;
  constructor(private readonly options: BoundedLruOptions<V>) {}

  /** The value, marked as the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value as the most recently used, evicting the least recently used unpinned ones until both bounds hold. */
  set(key: string, value: V): void {
    const size = this.options.sizeOf(value);
    const pinned = this.options.pinned?.(key) ?? false;
    this.delete(key);
    if (size > this.options.maxBytes && !pinned) return;
    this.entries.set(key, { value, size });
    this.total += size;
    const maxEntries = this.options.maxEntries ?? Number.POSITIVE_INFINITY;
    for (const [k, e] of this.entries) {
      if (this.total <= this.options.maxBytes && this.entries.size <= maxEntries) break;
      if (k === key || this.options.pinned?.(k)) continue;
      this.entries.delete(k);
      this.total -= e.size;
    }
    // Only pinned values are left besides it, and it does not fit beside them.
    if (!pinned && (this.total > this.options.maxBytes || this.entries.size > maxEntries)) this.delete(key);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }
}
