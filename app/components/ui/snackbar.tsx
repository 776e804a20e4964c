import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import styles from './snackbar.module.css';

export type SnackType = 'success' | 'info' | 'danger';

export interface SnackInput {
  type: SnackType;
  message: string;
  /** How long it stays, in milliseconds; it waits while the pointer or focus is on it. */
  duration?: number;
}

interface Snack extends Required<SnackInput> {
  id: number;
}

const DEFAULT_DURATION: Record<SnackType, number> = { success: 5000, info: 5000, danger: 10_000 };

const ShowSnack = createContext<(snack: SnackInput) => void>(() => {});

/** Shows a short message at the top of the page (spec §8). */
export const useSnackbar = () => useContext(ShowSnack);

/**
 * The snackbar (spec §8, DESIGN §6): one message at a time at the top of the page, with its type
 * and duration. Both live regions are in the page from the start, empty, so that a screen reader
 * announces what comes into them: a failure at once (assertive, as `role="alert"` is), anything
 * else politely (as `role="status"`). The roles themselves are not used, so that the page's own
 * alerts (a form's error summary) stay the only ones.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [snack, setSnack] = useState<Snack | null>(null);
  const [held, setHeld] = useState(false);
  const next = useRef(0);
  const show = useCallback((input: SnackInput) => {
    next.current += 1;
    setSnack({ duration: DEFAULT_DURATION[input.type], ...input, id: next.current });
  }, []);
  useEffect(() => {
    if (!snack || held) return;
    const timer = setTimeout(() => setSnack(null), snack.duration);
    return () => clearTimeout(timer);
  }, [snack, held]);
  const content = snack ? (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer is not an interaction of its own
    <div
      key={snack.id}
      className={`${styles.snack} ${styles[snack.type]}`}
      data-snack={snack.type}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p>{snack.message}</p>
      <button type="button" className={styles.close} onClick={() => setSnack(null)} aria-label="Zavřít zprávu">
        ×
      </button>
    </div>
  ) : null;
  return (
    <ShowSnack.Provider value={show}>
      {children}
      <div className={styles.regions}>
        <div aria-live="assertive" aria-atomic="true">
          {snack?.type === 'danger' ? content : null}
        </div>
        <div aria-live="polite" aria-atomic="true">
          {snack && snack.type !== 'danger' ? content : null}
        </div>
      </div>
    </ShowSnack.Provider>
  );
}
