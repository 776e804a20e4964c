import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Tells the site's own statistics of a page the browser showed without loading it from the server
 * (a link followed within the site): the server counted the first page itself. No cookie, no
 * identifier; the server turns the request into that day's anonymous hash (issue 29 §10).
 */
export function ViewBeacon() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const body = new Blob([JSON.stringify({ path: pathname })], { type: 'application/json' });
    navigator.sendBeacon?.('/api/stats/views', body);
  }, [pathname]);
  return null;
}
