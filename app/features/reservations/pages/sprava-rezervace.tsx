import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { addDays, formatLongDate, pragueToday } from '../../../../common/dates.ts';
import { formatPhone } from '../../../../common/phone.ts';
import { countOf } from '../../../../common/plural.ts';
import { isoDateSchema } from '../../../../common/schemas/dates.ts';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { formAction, parseForm, parseInput, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { DeskBookingActions } from '../components/desk-booking-actions.tsx';
import { utc } from '../format.ts';
import { attendanceInput, closeDayInput, deskBookingForm, officeCancelInput, reopenDayForm } from '../schemas.ts';
import type { Route } from './+types/sprava-rezervace';

export const meta: Route.MetaFunction = () =>
  siteMeta('Rezervace – správa', 'Objednaní lidé na přepážkách úřadu, příchody a uzavřené dny.');

const dayOf = (url: URL, today: string) => {
  const asked = url.searchParams.get('den');
  return asked && isoDateSchema().safeParse(asked).success ? asked : today;
};

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'bookings');
  const today = pragueToday(context.ctx.now);
  const day = await context.services.reservations.deskDay(context.ctx, dayOf(url, today));
  return { day, today };
}

const PEOPLE = { one: 'rezervace', few: 'rezervace', other: 'rezervací' };
/** What the desk is told after an attendance button. */
const ATTENDANCE_DONE = {
  arrived: 'Příchod je zapsaný.',
  no_show: 'Zapsáno: nedostavil(a) se.',
  none: 'Zápis je zrušený.',
} as const;

/**
 * The desk's buttons and forms, each read by its schema: a booking's arrival (the intent says which) or
 * cancellation, a closed day opened again, or a day closed. Each goes back to the day the page showed.
 */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'bookings');
  const desk = context.services.reservations;
  const form = await readForm(request);
  const intent = form.get('intent');
  const back = (date: string | undefined, notice: string) =>
    redirect(`/sprava/rezervace?${new URLSearchParams({ ...(date ? { den: date } : {}), hotovo: notice })}`);
  return formAction(form, async () => {
    if (intent === 'arrived' || intent === 'no_show' || intent === 'none') {
      const { id, date } = parseForm(deskBookingForm, form);
      await desk.markAttendance(context.ctx, id, parseInput(attendanceInput, { attendance: intent }));
      return back(date, ATTENDANCE_DONE[intent]);
    }
    if (intent === 'cancel') {
      const { id, date } = parseForm(deskBookingForm, form);
      await desk.officeCancel(context.ctx, id, parseForm(officeCancelInput, form));
      return back(date, 'Rezervace je zrušená a člověk dostal e-mail.');
    }
    if (intent === 'reopen') {
      const { closure, date } = parseForm(reopenDayForm, form);
      await desk.reopenDay(context.ctx, closure);
      return back(date, 'Den je znovu otevřený pro rezervace.');
    }
    const input = parseForm(closeDayInput, form);
    const closed = await desk.closeDay(context.ctx, input);
    return back(
      input.date,
      `Den je uzavřený. Zrušeno: ${countOf(closed.cancelled, PEOPLE)}; lidé dostali e-mail s důvodem a odkazem na nový termín.`,
    );
  });
}

export default function BookingDesk({ loaderData }: Route.ComponentProps) {
  const { day, today } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const done = params.get('hotovo');
  const label = formatLongDate(utc(day.date));
  const failedCancel = result?.values?.intent === 'cancel' ? result.values.id : null;
  // The close-day form sent without its button (no intent) is still that form.
  const closing = result !== undefined && [undefined, 'close'].includes(result.values?.intent);
  return (
    <StaffLayout>
      <h1>Rezervace: {day.date === today ? `dnes, ${label}` : label}</h1>
      {done && !result ? (
        <Notice type="success">
          <p>{done}</p>
        </Notice>
      ) : null}
      {result && !closing ? (
        <FormProblems
          form={failedCancel ? `zrusit-${failedCancel}` : 'rezervace'}
          result={result}
          labels={{ reason: 'Důvod zrušení', attendance: 'Příchod' }}
        />
      ) : null}
      <nav aria-label="Den">
        <ul className="button-row">
          <li>
            <Link to={`?den=${addDays(day.date, -1)}`}>‹ Předchozí den</Link>
          </li>
          {day.date !== today ? (
            <li>
              <Link to="?">Dnes</Link>
            </li>
          ) : null}
          <li>
            <Link to={`?den=${addDays(day.date, 1)}`}>Další den ›</Link>
          </li>
          <li>
            <Link to="/sprava/rezervace/sluzby">Služby, šablony a uzavřené dny</Link>
          </li>
        </ul>
      </nav>
      <Form method="get" aria-label="Jiný den">
        <TextField form="den" name="den" type="date" label="Přejít na den" defaultValue={day.date} />
        <button type="submit" className="button button--secondary">
          Zobrazit
        </button>
      </Form>
      {day.services.map((s) => (
        <section key={s.slug} aria-labelledby={`sluzba-${s.slug}`}>
          <h2 id={`sluzba-${s.slug}`}>{s.name}</h2>
          <p>
            {s.place}; {countOf(s.capacity, { one: 'přepážka', few: 'přepážky', other: 'přepážek' })}.
            {s.cancelled > 0 ? ` Zrušeno: ${countOf(s.cancelled, PEOPLE)}.` : ''}
          </p>
          {s.closed_reason ? (
            <div>
              <p>
                <strong>Zavřeno:</strong> {s.closed_reason}
              </p>
              {s.closure ? (
                <Form method="post">
                  <input type="hidden" name="date" value={day.date} />
                  <input type="hidden" name="closure" value={s.closure.id} />
                  <button type="submit" name="intent" value="reopen" className="button button--secondary">
                    Znovu otevřít {s.closure.whole_office ? 'celý úřad' : s.name}
                  </button>
                </Form>
              ) : null}
            </div>
          ) : null}
          {s.bookings.length === 0 ? (
            <p>Nikdo není objednaný.</p>
          ) : (
            <ScrollTable
              caption={
                <>
                  {s.name}: {countOf(s.bookings.length, PEOPLE)}
                </>
              }
            >
              <thead>
                <tr>
                  <th scope="col">Čas</th>
                  <th scope="col">Kdo</th>
                  <th scope="col">Co potřebuje</th>
                  <th scope="col">Příchod</th>
                </tr>
              </thead>
              <tbody>
                {s.bookings.map((b) => (
                  <tr key={b.id}>
                    <td>{b.time}</td>
                    <td>
                      {b.name}
                      <div>
                        <a href={`mailto:${b.email}`}>{b.email}</a>
                        {b.phone ? `, ${formatPhone(b.phone)}` : ''}
                      </div>
                      {b.status === 'pending' ? <div>Nepotvrzená (čeká na potvrzení e-mailem)</div> : null}
                    </td>
                    <td>
                      {b.answers.map((a) => (
                        <div key={a.label}>
                          {a.label}: {a.value}
                        </div>
                      ))}
                      {b.note ? <div>Poznámka: {b.note}</div> : null}
                    </td>
                    <td>
                      <DeskBookingActions
                        booking={b}
                        date={day.date}
                        canMark={day.date <= today}
                        failed={failedCancel === b.id ? result : undefined}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </section>
      ))}
      <section aria-labelledby="uzavrit">
        <h2 id="uzavrit">Uzavřít den</h2>
        <p>
          Když úřad nebo služba nemůže lidi přijmout (výpadek systému, nemoc, školení), uzavřete den. Nikdo si ho pak
          nezarezervuje, rezervace toho dne se zruší a každý objednaný dostane e-mail s důvodem a odkazem na nový
          termín.
        </p>
        <FormProblems
          form="uzavrit"
          result={closing ? result : undefined}
          labels={{ service: 'Služba', date: 'Den', reason: 'Důvod' }}
        />
        <Form method="post" noValidate>
          <SelectField
            form="uzavrit"
            name="service"
            label="Služba"
            defaultValue={result?.values?.service ?? ''}
            options={[
              { value: '', label: 'Celý úřad' },
              ...day.services.map((s) => ({ value: s.slug, label: s.name })),
            ]}
          />
          <TextField
            form="uzavrit"
            name="date"
            type="date"
            label="Den"
            required
            defaultValue={result?.values?.date ?? day.date}
            errors={result?.errors?.date}
          />
          <TextField
            form="uzavrit"
            name="reason"
            label="Důvod"
            hint="Uvidí ho lidé v e-mailu i v kalendáři rezervací."
            required
            maxLength={300}
            defaultValue={closing ? result.values?.reason : ''}
            errors={closing ? result.errors?.reason : undefined}
          />
          <button type="submit" name="intent" value="close" className="button">
            Uzavřít den a zrušit rezervace
          </button>
        </Form>
      </section>
    </StaffLayout>
  );
}
