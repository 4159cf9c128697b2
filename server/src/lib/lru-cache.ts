/** A small least-recently-used map: reading an entry makes it the newest; the oldest goes when full. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** Removes the entry, but only while it still holds `expected`: a newer value set meanwhile stays. */
  delete(key: K, expected: V) {
    if (this.entries.get(key) === expected) this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}
