import { useEffect, useState } from 'react';

/** Whether the page runs (after hydration): the maps draw nothing on the server or without JavaScript. */
export function useRunning(): boolean {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running;
}
