import { useEffect } from 'react';
import type { RowMove } from './use-form-checks.ts';

/**
 * After a row moved by its up or down button (`useFormChecks`' `moved`), the focus goes back to that
 * button in the row's new place; at either end of the list, to the one that is there. The buttons'
 * ids are `<prefix>-<row>-up` and `<prefix>-<row>-down`.
 */
export function useFocusAfterMove(moved: RowMove | null, rows: number, prefix: string) {
  useEffect(() => {
    if (!moved) return;
    const direction = moved.to < moved.from ? 'up' : 'down';
    const edge = direction === 'up' ? moved.to === 0 : moved.to === rows - 1;
    const button = edge ? (direction === 'up' ? 'down' : 'up') : direction;
    document.getElementById(`${prefix}-${moved.to}-${button}`)?.focus();
  }, [moved, rows, prefix]);
}
