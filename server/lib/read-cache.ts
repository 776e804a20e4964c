import { TtlCache } from './ttl-cache.ts';

/**
 * The per-process cache of public reads (DESIGN §2: caches are per-process and short): what every
 * visitor sees alike — published news, events, banners — loaded once per `ttlMs` however many pages,
 * logged-in or not, ask for it. The page cache keeps whole anonymous pages; this keeps the data under
 * every page, so a page rendered anyway (a logged-in visitor, a miss) skips the database for it.
 * A service context without one reads the database every time, as tests that write and read back want.
 */
export class ReadCache {
  readonly #clears = new Set<() => void>();
  #tellOthers: () => void = () => {};

  readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  /**
   * Forgets every cached read, and the cached pages with them, here and in the other instances on
   * the database; whatever changes published content calls it.
   */
  clear(): void {
    this.clearHere();
    this.#tellOthers();
  }

  /** Forgets this process's cached reads only: another instance said its content changed. */
  clearHere(): void {
    for (const clear of this.#clears) clear();
  }

  /** How a clear reaches the other instances (server/lib/content-changes.ts). */
  tellOthersBy(tell: () => void): void {
    this.#tellOthers = tell;
  }

  /** Something else to clear with it: an operation's own cache, the page cache. */
  register(clear: () => void): void {
    this.#clears.add(clear);
  }
}

/** Values handed to every reader at once must not be changed by one of them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A service operation whose answer depends only on its arguments and the time, never on who asks,
 * served from the context's `reads` cache when there is one. The arguments (JSON) are the key; a
 * failed read (not found included) is not kept. Its answer may be up to `ttlMs` old, as a cached page
 * may: something published for 8:00 shows by 8:00:05.
 */
export function publicRead<C extends object, A extends unknown[], R>(
  read: (ctx: C, ...args: A) => Promise<R>,
  maxEntries = 200,
): (ctx: C & { reads?: ReadCache }, ...args: A) => Promise<R> {
  const caches = new WeakMap<ReadCache, TtlCache<R>>();
  return (ctx, ...args) => {
    const { reads } = ctx;
    if (!reads || reads.ttlMs === 0) return read(ctx, ...args);
    let cache = caches.get(reads);
    if (!cache) {
      const created = new TtlCache<R>(reads.ttlMs, maxEntries);
      reads.register(() => created.clear());
      caches.set(reads, created);
      cache = created;
    }
    return cache.get(JSON.stringify(args), () => read(ctx, ...args).then(deepFreeze));
  };
}
