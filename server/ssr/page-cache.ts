import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  expires: number;
}

/**
 * A short-lived, per-process store of anonymous pages with their compressed
 * bodies (DESIGN §7). Bounded by entry count; the oldest entry leaves first.
 * It never holds a page of a logged-in visitor: the caller decides what may
 * enter, this class only keeps it.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'br' | 'gzip' | 'expires'>, now = Date.now()): CachedPage {
    const entry: CachedPage = {
      ...page,
      br: brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(page.body, { level: 6 }),
      expires: now + this.ttlMs,
    };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return entry;
  }

  /** Empties the cache; called when content changes. */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
