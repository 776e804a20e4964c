import { Form, useNavigation } from 'react-router';
import { when } from '../format.ts';
import styles from '../pages/rezervace.module.css';
import type { ReservationService } from '../schemas.ts';
import { ANSWER, type BookingValues, LABELS } from './booking-form.ts';

/** Step 3 of a booking: everything once more, to book or to change. */
export function BookingReview({
  service,
  startsAt,
  values,
}: {
  service: Pick<ReservationService, 'name' | 'place' | 'questions'>;
  /** The slot chosen. */
  startsAt: string;
  /** The details as checked, sent again with the booking. */
  values: BookingValues;
}) {
  const busy = useNavigation().state === 'submitting';
  const rows: [string, string][] = [
    ['Služba', service.name],
    ['Termín', when(startsAt)],
    ['Místo', service.place],
    [LABELS.name, values.name ?? ''],
    [LABELS.email, values.email ?? ''],
    ...(values.phone ? [[LABELS.phone, values.phone] satisfies [string, string]] : []),
    ...service.questions.map((q): [string, string] => {
      const raw = values[`${ANSWER}${q.name}`] ?? '';
      return [q.label, ('options' in q ? q.options.find((o) => o.value === raw)?.label : raw) ?? raw];
    }),
    ...(values.note ? [[LABELS.note, values.note] satisfies [string, string]] : []),
  ];
  return (
    <Form method="post" aria-label="Shrnutí rezervace">
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="button-row">
        <button type="submit" name="intent" value="book" className="button button--primary" disabled={busy}>
          Potvrdit rezervaci
        </button>
        <button type="submit" name="intent" value="edit" className="button button--secondary" disabled={busy}>
          Upravit údaje
        </button>
      </div>
    </Form>
  );
}
