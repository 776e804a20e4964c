import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { shiftMonth } from '../../../../common/calendar-month.ts';
import { addDays, pragueToday } from '../../../../common/dates.ts';
import type { Field } from '../../../../common/forms/types.ts';
import { formatPhone } from '../../../../common/phone.ts';
import { countOf } from '../../../../common/plural.ts';
import { FormField } from '../../../components/forms/form-field.tsx';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { MonthTable } from '../../../components/ui/month-table.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { dayLabel, utc, when } from '../format.ts';
import { bookingInput, serviceParams } from '../schemas.ts';
import type { Route } from './+types/rezervace';
import styles from './rezervace.module.css';

const FORM = 'rezervace';
const LABELS: Record<string, string> = {
  name: 'Jméno a příjmení',
  email: 'E-mail',
  phone: 'Telefon',
  note: 'Poznámka',
};
/** The service's own questions are the form's `answers.<name>` fields: the names the booking's errors use. */
const ANSWER = 'answers.';
const monthName = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const places = (n: number) => countOf(n, { one: 'místo', few: 'místa', other: 'míst' });
const STATE_TEXT = { free: 'volno', few: 'poslední místa', full: 'obsazeno', closed: 'zavřeno' } as const;

export async function loader({ params, url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { ctx, services } = context;
  const { slug } = parseParams(serviceParams, params);
  const s = await services.reservations.service(ctx, slug);
  const today = pragueToday(ctx.now);
  const last = addDays(today, s.horizon_days);
  const monthParam = url.searchParams.get('mesic') ?? '';
  const month =
    /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) && monthParam >= today.slice(0, 7) && monthParam <= last.slice(0, 7)
      ? monthParam
      : today.slice(0, 7);
  const from = month === today.slice(0, 7) ? today : `${month}-01`;
  const to = [addDays(`${shiftMonth(month, 1)}-01`, -1), last].sort()[0]!;
  const [availability, me] = await Promise.all([services.reservations.slots(ctx, s.slug, { from, to }), context.me()]);
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
    today,
    me: me
      ? {
          name: `${me.firstname} ${me.lastname}`,
          email: me.email,
          phone: me.phone ? formatPhone(me.phone_prefix, me.phone) : '',
        }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? siteMeta(`Objednat se: ${loaderData.service.name}`, loaderData.service.description) : [];

type Values = Record<string, string>;

/** The form's fields as the booking's input (the API's): its `answers.*` fields are the answers. */
const bookingOf = (slug: string, values: Values) => ({
  ...values,
  service: slug,
  answers: Object.fromEntries(
    Object.entries(values)
      .filter(([k]) => k.startsWith(ANSWER))
      .map(([k, v]) => [k.slice(ANSWER.length), v]),
  ),
});

/**
 * Step 2 posts the details for the summary (`review`), step 3 books (`book`)
 * or goes back (`edit`). Both check the input with the booking's own schema
 * and the service's questions, so the form says what the API would.
 */
export async function action({ params, request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const { slug } = parseParams(serviceParams, params);
  const form = await readForm(request);
  const values: Values = {};
  for (const [k, v] of form) if (typeof v === 'string' && k !== 'intent') values[k] = v.trim();
  const intent = String(form.get('intent') ?? 'review');
  // A resident books with their account's address; the form does not ask for it.
  if (context.viewer) values.email = context.viewer.email;
  if (intent === 'edit') return { step: 'details' as const, values };
  return formAction(values, async () => {
    const input = parseInput(bookingInput, bookingOf(slug, values));
    if (intent !== 'book') {
      await context.services.reservations.review(context.ctx, input);
      return { step: 'review' as const, values };
    }
    const made = await context.services.reservations.book(context.ctx, input);
    if (made.status === 'active') return redirect(`/ucet/moje-rezervace?nova=${made.id}`);
    return { step: 'done' as const, values, email: made.email };
  });
}

type Result = NonNullable<ReturnType<typeof useActionData<typeof action>>>;
/** A refusal, with what was typed: field errors, or one about the time chosen (`starts_at`). */
type Refusal = Extract<Result, { done: false }>;

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { service, chosenSlot } = loaderData;
  const result = useActionData<typeof action>();
  const refusal = result && 'done' in result ? result : undefined;
  const shown = result && 'step' in result ? result : undefined;
  // The time itself will not do (taken meanwhile, too soon, over the person's limit): back to choosing one.
  const slotRefused = refusal?.errors?.starts_at?.[0];
  const step = slotRefused || (!chosenSlot && shown?.step !== 'done') ? 'slot' : (shown?.step ?? 'details');
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
      {slotRefused ? (
        <Notice type="danger">
          <p>{slotRefused}</p>
        </Notice>
      ) : loaderData.slotGone ? (
        <Notice type="danger">
          <p>Vybraný čas už volný není nebo se na něj už nelze objednat. Vyberte si prosím jiný.</p>
        </Notice>
      ) : null}
      {step === 'slot' ? <ChooseSlot loaderData={loaderData} /> : null}
      {step === 'details' ? <Details loaderData={loaderData} values={result?.values} refusal={refusal} /> : null}
      {step === 'review' && shown ? <Review loaderData={loaderData} values={shown.values} /> : null}
      {step === 'done' && shown?.step === 'done' ? (
        <Notice type="success">
          <h2>Zkontrolujte prosím e-mail</h2>
          <p>
            Na adresu {shown.email} jsme poslali odkaz, kterým rezervaci potvrdíte. Termín vám držíme 30 minut; bez
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
        <MonthTable
          month={month}
          className={styles.grid}
          caption={
            <caption className="visually-hidden">Volné termíny v měsíci {monthName.format(utc(`${month}-01`))}</caption>
          }
          day={(day) => {
            const info = byDay.get(day);
            const state = info?.state ?? 'closed';
            const text = info
              ? `${STATE_TEXT[state]}${info.free > 0 ? ` (${places(info.free)})` : ''}`
              : day < loaderData.today
                ? 'uplynulo'
                : 'zatím se nelze objednat';
            const label = `${dayLabel.format(utc(day))}: ${text}`;
            return (
              <td>
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
          }}
        />
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

function Details({
  loaderData,
  values,
  refusal,
}: {
  loaderData: Data;
  values: Values | undefined;
  refusal: Refusal | undefined;
}) {
  const { service, chosenSlot } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const me = loaderData.me;
  const v = values ?? { name: me?.name ?? '', email: me?.email ?? '', phone: me?.phone ?? '' };
  const errors = refusal?.errors ?? {};
  const labels = {
    ...LABELS,
    ...Object.fromEntries(service.questions.map((q) => [`${ANSWER}${q.name}`, q.label])),
  };
  const asAnswer = (field: Field): Field => ({ ...field, name: `${ANSWER}${field.name}` });
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
      {refusal?.message && Object.keys(errors).length === 0 ? (
        <Notice type="danger">
          <p>{refusal.message}</p>
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
        {service.questions.map((q) => (
          <FormField
            key={q.name}
            form={FORM}
            field={asAnswer(q)}
            values={v}
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
    ...(values.phone ? [[LABELS.phone!, values.phone] satisfies [string, string]] : []),
    ...service.questions.map((q): [string, string] => {
      const raw = values[`${ANSWER}${q.name}`] ?? '';
      return [q.label, ('options' in q ? q.options.find((o) => o.value === raw)?.label : raw) ?? raw];
    }),
    ...(values.note ? [[LABELS.note!, values.note] satisfies [string, string]] : []),
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
