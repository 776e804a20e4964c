import { Form } from 'react-router';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import type { DeskBooking } from '../schemas.ts';

const ATTENDANCE = { arrived: 'Přišel(a)', no_show: 'Nedostavil(a) se' } as const;

/** The attendance buttons, each shown unless it would record what is already recorded. */
const BUTTONS = [
  { intent: 'arrived', label: 'Přišel(a)', shown: (b: DeskBooking) => b.attendance !== 'arrived' },
  { intent: 'no_show', label: 'Nepřišel(a)', shown: (b: DeskBooking) => b.attendance !== 'no_show' },
  { intent: 'none', label: 'Zrušit zápis', shown: (b: DeskBooking) => b.attendance !== null },
] as const;

/**
 * A booking's cell at the desk: its attendance and the buttons that record it (from its day on), and
 * its cancellation with a reason (`failed`: the cancellation the server refused, open with what was typed).
 */
export function DeskBookingActions({
  booking: b,
  date,
  canMark,
  failed,
}: {
  booking: DeskBooking;
  date: string;
  canMark: boolean;
  failed: FormResult | undefined;
}) {
  const who = (
    <span className="visually-hidden">
      : {b.name}, {b.time}
    </span>
  );
  return (
    <>
      {b.attendance ? <p>{ATTENDANCE[b.attendance]}</p> : null}
      {canMark ? (
        <Form method="post" className="button-row">
          <input type="hidden" name="id" value={b.id} />
          <input type="hidden" name="date" value={date} />
          {BUTTONS.filter((button) => button.shown(b)).map((button) => (
            <button
              key={button.intent}
              type="submit"
              name="intent"
              value={button.intent}
              className="button button--secondary"
            >
              {button.label}
              {who}
            </button>
          ))}
        </Form>
      ) : null}
      <details open={failed !== undefined}>
        <summary>
          Zrušit rezervaci
          {who}
        </summary>
        <Form method="post">
          <input type="hidden" name="id" value={b.id} />
          <input type="hidden" name="date" value={date} />
          <TextAreaField
            form={`zrusit-${b.id}`}
            name="reason"
            label="Důvod zrušení"
            hint="Pošle se člověku v e-mailu spolu s odkazem na nový termín."
            rows={2}
            maxLength={300}
            defaultValue={failed?.values?.reason ?? ''}
            errors={failed?.errors?.reason}
          />
          <button type="submit" name="intent" value="cancel" className="button button--secondary">
            Zrušit a poslat e-mail
          </button>
        </Form>
      </details>
    </>
  );
}
