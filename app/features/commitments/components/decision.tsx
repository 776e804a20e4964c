import { formatDateTime } from '../../../../common/dates.ts';
import type { BankPayment } from '../schemas.ts';

/**
 * The office's decision on a payment or a credit, as its summary (`<dl>`) ends: what was done
 * (`said`), by whom and when, and the clerk's note.
 */
export function DecisionTerms({
  said,
  decided,
}: {
  said: string;
  decided: Pick<BankPayment, 'resolved_by' | 'resolved_at' | 'resolution_note'>;
}) {
  return (
    <>
      <dt>Rozhodnutí</dt>
      <dd>
        {said}: {decided.resolved_by}
        {decided.resolved_at ? `, ${formatDateTime(decided.resolved_at)}` : ''}
        {decided.resolution_note ? `. ${decided.resolution_note}` : ''}
      </dd>
    </>
  );
}
