import { useEffect, useRef, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import styles from './progress-bar.module.css';

/** Spec §9: the bar appears only for loads longer than this, and runs at most this long. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** Spec §4 and §9: once the page fetch state shows, it stays at least this long, never a flash. */
export const PROGRESS_MIN_DISPLAY_MS = 200;

/** Navigations and fetcher calls in flight; the bar finishes when this reaches zero. */
export function useInFlightCount(): number {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return (navigation.state === 'idle' ? 0 : 1) + fetchers.filter((f) => f.state !== 'idle').length;
}

/**
 * The 2 px navigation progress bar (spec §2). Decorative: screen readers hear
 * the new page's title from the route announcer instead.
 */
export function ProgressBar() {
  const inFlight = useInFlightCount();
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  const bar = useRef<HTMLDivElement>(null);

  const shownAt = useRef(0);

  // Counted from when the bar is on the page, not from when it was asked for: a busy main thread
  // may paint it a little later, and the minimum display is what the visitor sees.
  useEffect(() => {
    if (phase === 'running') shownAt.current = performance.now();
  }, [phase]);

  useEffect(() => {
    if (inFlight > 0) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    const wait = Math.max(0, shownAt.current + PROGRESS_MIN_DISPLAY_MS - performance.now());
    const timer = setTimeout(() => setPhase((phase) => (phase === 'running' ? 'done' : 'idle')), wait);
    return () => clearTimeout(timer);
  }, [inFlight]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    // Set through the CSSOM, which the CSP allows, unlike style attributes.
    bar.current?.style.setProperty('--progress-duration', `${PROGRESS_DURATION_MS}ms`);
  }, []);

  return <div ref={bar} className={styles.bar} data-phase={phase} aria-hidden="true" />;
}
