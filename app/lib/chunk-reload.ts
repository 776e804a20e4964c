/**
 * When a part of the app fails to load (typically a new deployment removed the
 * old chunk), reload the page, but at most once per 60 s for one kind of
 * failure (spec §2, §9), so a lasting outage does not become a reload loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY_PREFIX = 'chunk-reload:';

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether a reload for `kind` may happen now; records it when it may. */
export function claimReload(kind: string, storage: GuardStorage, now = Date.now()): boolean {
  const last = storage.getItem(KEY_PREFIX + kind);
  if (last !== null && now - Number(last) < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(KEY_PREFIX + kind, String(now));
  return true;
}

export function reloadOnce(kind: string): void {
  let storage: GuardStorage;
  try {
    storage = window.sessionStorage;
  } catch {
    return; // No storage, no guard: better no reload than a loop.
  }
  if (claimReload(kind, storage)) window.location.reload();
}

// Only module loads: a plain "Failed to fetch" (a data request while offline) must not reload the page.
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}
