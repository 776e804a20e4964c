import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { isPagePath } from '../../lib/links.ts';

/** Spec §9: prefetch when the browser is idle, at the latest after 2000 ms. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
const MAX_PREFETCHED = 12;
const REMATCH_AFTER_MS = 1000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching offline, on 2g or when the visitor asked to save data. */
export function prefetchAllowed(nav: { onLine: boolean; connection?: NetworkInformation }): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  return true;
}

/**
 * After each navigation, once the browser is idle, prefetches the pages that
 * visible internal links lead to, so the next click is instant.
 */
export function IdlePrefetch() {
  const location = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  const [round, setRound] = useState(0);

  useEffect(() => {
    setPages([]);
    if (!prefetchAllowed(navigator as Navigator & { connection?: NetworkInformation })) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    const cancelIdle = window.cancelIdleCallback ?? clearTimeout;
    let again: ReturnType<typeof setTimeout> | undefined;
    const handle = idle(
      () => {
        setPages(visibleInternalPaths(location.pathname));
        // React Router 8.4 matches a page when its prefetch links mount and not again: a page whose
        // route was still being discovered then (lazy route discovery asks for the links' routes
        // right after hydration) would never be prefetched. The links mount once more, a second on.
        again = setTimeout(() => setRound((r) => r + 1), REMATCH_AFTER_MS);
      },
      { timeout: PREFETCH_IDLE_TIMEOUT_MS },
    );
    return () => {
      cancelIdle(handle as number);
      clearTimeout(again);
    };
  }, [location.pathname]);

  return pages.map((page) => <PrefetchPageLinks key={`${page} ${round}`} page={page} />);
}

function visibleInternalPaths(current: string): string[] {
  const paths = new Set<string>();
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    if (paths.size >= MAX_PREFETCHED) break;
    if (anchor.target || anchor.hasAttribute('download')) continue;
    const rect = anchor.getBoundingClientRect();
    if (rect.width === 0 || rect.bottom < 0 || rect.top > window.innerHeight) continue;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || url.pathname === current || !isPagePath(url.pathname)) continue;
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}
