import { type ReactNode, useEffect, useState } from 'react';

/**
 * Printing needs the browser's print dialog, so the button appears only once the page runs; until
 * then (and without JavaScript) `fallback` stands in its place, if given.
 */
export function PrintButton({ fallback = null }: { fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? (
    <button type="button" className="button button--link" onClick={() => window.print()}>
      Vytisknout
    </button>
  ) : (
    fallback
  );
}
