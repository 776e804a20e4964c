import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus to the main content and
 * announces the new page's title, as a full page load would for a screen
 * reader. The first render (a real page load) is left to the browser; so is a
 * jump to an anchor.
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  const [message, setMessage] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, by design
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    document.getElementById('obsah')?.focus({ preventScroll: true });
    setMessage(document.title);
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
