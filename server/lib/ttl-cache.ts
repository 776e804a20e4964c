/**
 * A per-process read cache with a short lifetime, for data that nearly every
 * request reads and that rarely changes (DESIGN §2: caches are per-process and
 * short). It holds the promise, so concurrent misses share one load; a failed
 * load is forgotten at once. Whoever changes the data calls `clear()`.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expires: number }>();

  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 100) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.#entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => this.#entries.delete(key));
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
