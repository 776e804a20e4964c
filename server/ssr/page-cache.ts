import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  expires: number;
  /** The body compressed with `encoding`, made on first demand and kept. */
  encoded(encoding: Encoding): Buffer;
  /**
   * The whole response as Node writes it for a hit: every header (the page's, the security headers
   * it was first sent with, the encoding and length) as one flat list, made on first demand and kept.
   */
  wire(encoding: Encoding | null): { headers: string[]; body: Buffer };
}

/**
 * A short-lived, per-process store of anonymous pages with their compressed
 * bodies (DESIGN §7). Bounded by entry count; the oldest entry leaves first.
 * It never holds a page of a logged-in visitor: the caller decides what may
 * enter, this class only keeps it.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #generation = 0;

  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs: number, maxEntries = 500) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Changes at every `clear()`; a page rendered across a clear must not be stored. */
  get generation(): number {
    return this.#generation;
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

  /** Stores a page, unless the cache was cleared since `generation` was read. */
  set(
    key: string,
    page: { status: number; headers: Record<string, string>; body: Buffer },
    generation: number,
    now = Date.now(),
  ): CachedPage {
    const entry = cachedPage(page, now + this.ttlMs);
    if (generation !== this.#generation) return entry;
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
    this.#generation++;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** What every answer from the cache adds to the page's own headers. */
export const hitHeaders = { 'x-page-cache': 'HIT', vary: 'Accept-Encoding, Cookie' } as const;

function cachedPage(
  page: { status: number; headers: Record<string, string>; body: Buffer },
  expires: number,
): CachedPage {
  const encodings: Partial<Record<Encoding, Buffer>> = {};
  const wires = new Map<Encoding | null, { headers: string[]; body: Buffer }>();
  const encoded = (encoding: Encoding) => {
    encodings[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(page.body, { level: 6 });
    return encodings[encoding];
  };
  return {
    ...page,
    expires,
    encoded,
    wire(encoding) {
      let wire = wires.get(encoding);
      if (!wire) {
        const body = encoding ? encoded(encoding) : page.body;
        const headers = Object.entries({ ...page.headers, ...hitHeaders }).flat();
        if (encoding) headers.push('content-encoding', encoding);
        headers.push('content-length', String(body.length));
        wire = { headers, body };
        wires.set(encoding, wire);
      }
      return wire;
    },
  };
}
