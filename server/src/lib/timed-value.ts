/**
 * One value computed on demand and kept for `ttlMs` (0 keeps nothing): a value many requests ask for
 * and that may lag a little behind the data. Requests arriving while it is computed share that work.
 */
export class TimedValue<T> {
  private kept: { value: Promise<T>; until: number } | null = null;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get(compute: () => Promise<T>): Promise<T> {
    if (this.kept && this.now() < this.kept.until) return this.kept.value;
    const value = compute();
    const kept = { value, until: this.now() + this.ttlMs };
    this.kept = this.ttlMs > 0 ? kept : null;
    // A failure is not kept: the next request computes again.
    value.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return value;
  }

  /** Forgets the value (it turned out wrong): the next request computes it again. */
  clear() {
    this.kept = null;
  }
}
