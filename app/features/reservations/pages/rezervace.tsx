import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { shiftMonth, weeksOf } from '../../../../common/calendar-month.ts';
import { addDays, pragueParts, pragueToday, WEEKDAYS } from '../../../../common/dates.ts';
import type { Field } from '../../../../common/forms/types.ts';
import { fieldsForm, validateForm } from '../../../../common/forms/validate.ts';
import { validationMessages as m } from '../../../../common/messages.ts';
import { FormField } from '../../../components/forms/form-field.tsx';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { AvailabilityDay, Reservation, ReservationService } from '../schemas.ts';
import type { Route } from './+types/rezervace';
import styles from './rezervace.module.css';

const FORM = 'rezervace';
const LABELS: Record<string, string> = {
  name: 'Jméno a příjmení',
  email: 'E-mail',
  phone: 'Telefon',
  note: 'Poznámka',
};
const monthName = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const utc = (day: string) => new Date(`${day}T12:00:00Z`);
const places = (n: number) => (n === 1 ? '1 místo' : n < 5 ? `${n} místa` : `${n} míst`);
const STATE_TEXT = { free: 'volno', few: 'poslední místa', full: 'obsazeno', closed: 'zavřeno' } as const;

/** "čtvrtek 3. prosince 2026, 9:30" */
export function when(iso: string) {
  const { date, time } = pragueParts(new Date(iso));
  return `${dayLabel.format(utc(date))} ${date.slice(0, 4)}, ${time.replace(/^0/, '')}`;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const service = await context.api.get<{ data: ReservationService }>(
    `/api/reservations/services/${encodeURIComponent(params.slug)}`,
  );
  if (service.status !== 200) throw data('This page could not be found', { status: 404 });
  const s = service.data.data;
  const today = pragueToday();
  const last = addDays(today, s.horizon_days);
  const monthParam = url.searchParams.get('mesic') ?? '';
  const month =
    /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) && monthParam >= today.slice(0, 7) && monthParam <= last.slice(0, 7)
      ? monthParam
      : today.slice(0, 7);
  const from = month === today.slice(0, 7) ? today : `${month}-01`;
  const to = [addDays(`${shiftMonth(month, 1)}-01`, -1), last].sort()[0]!;
  const [days, me] = await Promise.all([
    context.api.get<{ data: AvailabilityDay[] }>(
      `/api/reservations/services/${encodeURIComponent(s.slug)}/slots?from=${from}&to=${to}`,
    ),
    context.me(),
  ]);
  const availability = days.status === 200 ? days.data.data : [];
  const dayParam = url.searchParams.get('den') ?? '';
  const chosenDay = availability.find((d) => d.date === dayParam && d.slots.length > 0) ?? null;
  const slotParam = url.searchParams.get('termin') ?? '';
  const chosenSlot = chosenDay?.slots.find((slot) => slot.starts_at === slotParam) ?? null;
  const slotGone = slotParam !== '' && chosenSlot === null;
  return {
    service: s,
    month,
    canPrev: month > today.slice(0, 7),
    canNext: shiftMonth(month, 1) <= last.slice(0, 7),
    availability,
    chosenDay,
    chosenSlot,
    slotGone,
    today: pragueToday(),
    me: me
      ? {
          name: `${me.firstname} ${me.lastname}`,
          email: me.email,
          phone: me.phone ? `${me.phone_prefix} ${me.phone}`.trim() : '',
        }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? siteMeta(`Objednat se: ${data.service.name}`, data.service.description) : [];

type Values = Record<string, string>;
type Result = {
  step: 'details' | 'review' | 'done' | 'full';
  values: Values;
  errors?: Record<string, string[]>;
  message?: string;
  email?: string;
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values: Values = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== 'intent') values[k] = v.trim();
  const intent = String(form.get('intent') ?? 'review');
  const service = await context.api.get<{ data: ReservationService }>(
    `/api/reservations/services/${encodeURIComponent(params.slug)}`,
  );
  if (service.status !== 200) throw data('This page could not be found', { status: 404 });
  const me = await context.me();
  if (me) values.email = me.email;
  const answers = Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k.startsWith('q.'))
      .map(([k, v]) => [k.slice(2), v]),
  );

  if (intent === 'edit') return data<Result>({ step: 'details', values });
  const errors: Record<string, string[]> = {};
  if ((values.name ?? '').length < 3) errors.name = [values.name ? m.minLength(3) : m.required];
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email ?? '')) errors.email = [values.email ? m.email : m.required];
  if (values.phone && !/^\+?[0-9 ]+$/.test(values.phone)) errors.phone = [m.numeric];
  for (const [k, v] of Object.entries(validateForm(fieldsForm(service.data.data.questions), answers).errors)) {
    errors[`q.${k}`] = v;
  }
  if (Object.keys(errors).length > 0) return data<Result>({ step: 'details', values, errors }, { status: 422 });
  if (intent !== 'book') return data<Result>({ step: 'review', values });

  const sent = await context.api.send<{ data: Reservation; message?: string; errors?: Record<string, string[]> }>(
    'POST',
    '/api/reservations',
    {
      service: params.slug,
      starts_at: values.starts_at,
      name: values.name,
      email: values.email,
      phone: values.phone,
      note: values.note,
      answers,
    },
  );
  if (sent.status === 201) throw redirect(`/ucet/moje-rezervace?nova=${sent.data.data.id}`);
  if (sent.status === 202) return data<Result>({ step: 'done', values, email: sent.data.data.email });
  if (sent.status === 409) return data<Result>({ step: 'full', values, message: sent.data.message }, { status: 409 });
  const apiErrors = Object.fromEntries(
    Object.entries(sent.data?.errors ?? {}).map(([k, v]) => [k.replace(/^answers\./, 'q.'), v]),
  );
  // The time itself will not do (gone past the lead time, or over the person's limit): back to choosing one.
  if (apiErrors.starts_at)
    return data<Result>({ step: 'full', values, message: apiErrors.starts_at[0] }, { status: 422 });
  return data<Result>(
    { step: 'details', values, errors: apiErrors, message: sent.data?.message ?? 'Rezervaci se nepodařilo dokončit.' },
    { status: sent.status === 429 ? 429 : 422 },
  );
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { service, chosenSlot } = loaderData;
  const result = useActionData<typeof action>();
  const step =
    result?.step === 'full' || (!chosenSlot && result?.step !== 'done') ? 'slot' : (result?.step ?? 'details');
  const stepNumber = { slot: 1, details: 2, review: 3, done: 3 }[step];
  return (
    <div className="page page--narrow">
      <Breadcrumbs
        items={[{ text: 'Potřebuji vyřídit', to: '/potrebuji-vyridit' }, { text: `Objednat se: ${service.name}` }]}
      />
      <h1>Objednat se: {service.name}</h1>
      <p className="lead">{service.description}</p>
      <p>
        <strong>Kde:</strong> {service.place}
      </p>
      {step !== 'done' ? (
        <p className={styles.step}>
          Krok {stepNumber} ze 3: {step === 'slot' ? 'termín' : step === 'details' ? 'vaše údaje' : 'shrnutí'}
        </p>
      ) : null}
      {result?.step === 'full' ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : loaderData.slotGone ? (
        <Notice type="danger">
          <p>Vybraný čas už volný není nebo se na něj už nelze objednat. Vyberte si prosím jiný.</p>
        </Notice>
      ) : null}
      {step === 'slot' ? <ChooseSlot loaderData={loaderData} /> : null}
      {step === 'details' ? <Details loaderData={loaderData} result={result} /> : null}
      {step === 'review' && result ? <Review loaderData={loaderData} values={result.values} /> : null}
      {step === 'done' && result ? (
        <Notice type="success">
          <h2>Zkontrolujte prosím e-mail</h2>
          <p>
            Na adresu {result.email} jsme poslali odkaz, kterým rezervaci potvrdíte. Termín vám držíme 30 minut; bez
            potvrzení se uvolní.
          </p>
        </Notice>
      ) : null}
    </div>
  );
}

type Data = Route.ComponentProps['loaderData'];

function ChooseSlot({ loaderData }: { loaderData: Data }) {
  const { service, month, availability, chosenDay, canPrev, canNext } = loaderData;
  const byDay = new Map(availability.map((d) => [d.date, d]));
  const base = `/potrebuji-vyridit/${service.slug}/rezervace`;
  return (
    <>
      <section aria-labelledby="kalendar-nadpis" className={styles.calendar}>
        <div className={styles.header}>
          <h2 id="kalendar-nadpis">{monthName.format(utc(`${month}-01`))}</h2>
          <nav aria-label="Měsíce" className={styles.nav}>
            {canPrev ? <Link to={`${base}?mesic=${shiftMonth(month, -1)}`}>Předchozí měsíc</Link> : null}
            {canNext ? <Link to={`${base}?mesic=${shiftMonth(month, 1)}`}>Další měsíc</Link> : null}
          </nav>
        </div>
        <table className={styles.grid}>
          <caption className="visually-hidden">Volné termíny v měsíci {monthName.format(utc(`${month}-01`))}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" abbr={d}>
                  {d.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((day, i) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells before the 1st and after the last day
                  if (!day) return <td key={`pad-${i}`} />;
                  const info = byDay.get(day);
                  const state = info?.state ?? 'closed';
                  const text = info
                    ? `${STATE_TEXT[state]}${info.free > 0 ? ` (${places(info.free)})` : ''}`
                    : day < loaderData.today
                      ? 'uplynulo'
                      : 'zatím se nelze objednat';
                  const label = `${dayLabel.format(utc(day))}: ${text}`;
                  return (
                    <td key={day}>
                      {info && info.slots.length > 0 ? (
                        <Link
                          to={`${base}?mesic=${month}&den=${day}#casy`}
                          className={`${styles.day} ${styles[state]} ${chosenDay?.date === day ? styles.selected : ''}`}
                          aria-label={label}
                          aria-current={chosenDay?.date === day ? 'date' : undefined}
                          preventScrollReset
                        >
                          {Number(day.slice(8))}
                        </Link>
                      ) : (
                        <span className={`${styles.day} ${styles[state]}`}>
                          <span aria-hidden="true">{Number(day.slice(8))}</span>
                          <span className="visually-hidden">{label}</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className={styles.legend} aria-label="Vysvětlivky">
          <li>
            <span className={`${styles.swatch} ${styles.free}`} /> volno
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.few}`} /> poslední místa
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.full}`} /> obsazeno
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.closed}`} /> zavřeno
          </li>
        </ul>
      </section>
      {chosenDay ? (
        <section aria-labelledby="casy" className={styles.times}>
          <h2 id="casy" tabIndex={-1}>
            Volné časy: {dayLabel.format(utc(chosenDay.date))}
          </h2>
          <ul className={styles.slots}>
            {chosenDay.slots.map((slot) => (
              <li key={slot.starts_at}>
                <Link
                  to={`${base}?mesic=${month}&den=${chosenDay.date}&termin=${encodeURIComponent(slot.starts_at)}`}
                  className="button button--secondary"
                >
                  {slot.time.replace(/^0/, '')}
                  {service.capacity > 1 ? <span className={styles.remaining}> ({places(slot.remaining)})</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>Vyberte v kalendáři den, který vám vyhovuje.</p>
      )}
    </>
  );
}

function Details({ loaderData, result }: { loaderData: Data; result: Result | undefined }) {
  const { service, chosenSlot } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const me = loaderData.me;
  const v = result?.values ?? { name: me?.name ?? '', email: me?.email ?? '', phone: me?.phone ?? '' };
  const errors = result?.errors ?? {};
  const answers = Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => k.startsWith('q.'))
      .map(([k, x]) => [k.slice(2), x]),
  );
  const labels = { ...LABELS, ...Object.fromEntries(service.questions.map((q: Field) => [`q.${q.name}`, q.label])) };
  const prefixed = (field: Field): Field => ({ ...field, name: `q.${field.name}` });
  return (
    <>
      <p>
        Termín: <strong>{when(chosenSlot!.starts_at)}</strong>.{' '}
        <Link
          to={`/potrebuji-vyridit/${service.slug}/rezervace?mesic=${loaderData.month}&den=${loaderData.chosenDay!.date}`}
        >
          Vybrat jiný
        </Link>
      </p>
      <ErrorSummary form={FORM} errors={errors} labels={labels} />
      {result?.message && Object.keys(errors).length === 0 ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      <Form method="post" noValidate aria-label="Vaše údaje">
        <input type="hidden" name="starts_at" value={chosenSlot!.starts_at} />
        <TextField
          form={FORM}
          name="name"
          label={LABELS.name!}
          autoComplete="name"
          required
          defaultValue={v.name}
          errors={errors.name}
        />
        {me ? (
          <p>
            Potvrzení pošleme na <strong>{me.email}</strong>.
          </p>
        ) : (
          <TextField
            form={FORM}
            name="email"
            label={LABELS.email!}
            type="email"
            autoComplete="email"
            hint="Pošleme na něj odkaz k potvrzení rezervace a potom potvrzení s termínem."
            required
            defaultValue={v.email}
            errors={errors.email}
          />
        )}
        <TextField
          form={FORM}
          name="phone"
          label={`${LABELS.phone} (nepovinné)`}
          type="tel"
          autoComplete="tel"
          defaultValue={v.phone}
          errors={errors.phone}
        />
        {service.questions.map((q: Field) => (
          <FormField
            key={q.name}
            form={FORM}
            field={prefixed(q)}
            values={Object.fromEntries(Object.entries(answers).map(([k, x]) => [`q.${k}`, x]))}
            errors={errors}
            stored={[]}
            fileUrl={() => ''}
          />
        ))}
        <TextAreaField
          form={FORM}
          name="note"
          label={`${LABELS.note} (nepovinné)`}
          rows={3}
          maxLength={1000}
          defaultValue={v.note}
          errors={errors.note}
        />
        <button type="submit" name="intent" value="review" className="button button--primary" disabled={busy}>
          Pokračovat ke shrnutí
        </button>
      </Form>
    </>
  );
}

function Review({ loaderData, values }: { loaderData: Data; values: Values }) {
  const { service, chosenSlot } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const rows: [string, string][] = [
    ['Služba', service.name],
    ['Termín', when(chosenSlot!.starts_at)],
    ['Místo', service.place],
    [LABELS.name!, values.name ?? ''],
    [LABELS.email!, values.email ?? ''],
    ...(values.phone ? [[LABELS.phone!, values.phone] as [string, string]] : []),
    ...service.questions.map((q: Field): [string, string] => {
      const raw = values[`q.${q.name}`] ?? '';
      return [q.label, ('options' in q ? q.options.find((o) => o.value === raw)?.label : raw) ?? raw];
    }),
    ...(values.note ? [[LABELS.note!, values.note] as [string, string]] : []),
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
