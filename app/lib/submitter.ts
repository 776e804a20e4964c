import type { FormEvent } from 'react';

/** The button that sent a form (its name and value go with the form's), or null for Enter in a field. */
export function submitterOf(event: FormEvent<HTMLFormElement>): HTMLButtonElement | null {
  const native = event.nativeEvent;
  const submitter = 'submitter' in native ? native.submitter : null;
  return submitter instanceof HTMLButtonElement ? submitter : null;
}
