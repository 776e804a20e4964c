import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { formatDay, WEEKDAYS } from '../../../../common/dates.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, parseForm, readForm, readSubmission, submissionAction } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { intervalsText } from '../format.ts';
import { type DeskService, reopenDayForm, serviceParams, serviceRulesForm } from '../schemas.ts';
import type { Route } from './+types/sprava-rezervace-sluzba';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData ? `${loaderData.service.name} – rezervace` : 'Služba k rezervaci',
    'Pravidla služby k rezervaci.',
  );

const FORM = 'sluzba';
const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const NUMBERS = [
  ['slot_minutes', 'Délka termínu (minuty)'],
  ['capacity', 'Počet přepážek (lidí na jeden termín)'],
  ['horizon_days', 'Jak daleko dopředu se lze objednat (dny)'],
  ['lead_minutes', 'Nejpozději předem (minuty)'],
  ['cancel_hours', 'Zrušení nejpozději předem (hodiny)'],
  ['max_active', 'Nadcházejících rezervací na osobu'],
] as const;
const dayName = (day: (typeof DAYS)[number]) => WEEKDAYS[Number(day) - 1] ?? day;
// A day's field holds the text typed; Conform types it by the schema's output (the day's intervals).
const dayText = (value: unknown) => (typeof value === 'string' ? value : '');
const LABELS: Record<string, string> = {
  ...Object.fromEntries(DAYS.map((d) => [`weekly.${d}`, dayName(d)])),
  ...Object.fromEntries(NUMBERS),
};

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'bookings');
  const { slug } = parseParams(serviceParams, params);
  return { service: await context.services.reservations.deskService(context.ctx, slug) };
}

/**
 * The rules' form, read by its schema (each weekday's text as the API's intervals, one that does not
 * read named by its day), or a closed day's button to open it again.
 */
export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'bookings');
  const { slug } = parseParams(serviceParams, params);
  const desk = context.services.reservations;
  const form = await readForm(request);
  if (form.get('intent') === 'reopen')
    return formAction({ intent: 'reopen' }, async () => {
      await desk.reopenDay(context.ctx, parseForm(reopenDayForm, form).closure);
      return redirect(`/sprava/rezervace/sluzby/${slug}?hotovo=otevreno`);
    });
  return submissionAction(readSubmission(serviceRulesForm, form), async (rules) => {
    await desk.saveServiceRules(context.ctx, slug, rules);
    return redirect(`/sprava/rezervace/sluzby/${slug}?hotovo=ulozeno`);
  });
}

export default function BookingService({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const result: FormResult | undefined = useActionData<typeof action>();
  const [params] = useSearchParams();
  const done = params.get('hotovo');
  return (
    <StaffLayout>
      <BackTo to="/sprava/rezervace/sluzby" title="Služby k rezervaci" />
      <h1>{service.name}</h1>
      <p>{service.place}</p>
      {done && !result ? (
        <Notice type="success">
          <p>
            {done === 'ulozeno'
              ? 'Pravidla jsou uložená. Platí pro nové rezervace; ty dřívější zůstávají.'
              : 'Den je znovu otevřený.'}
          </p>
        </Notice>
      ) : null}
      {/* A reopening's refusal has no reply of the rules' form; it is shown above that form. */}
      {result && !result.reply ? (
        <FormProblems form={FORM} result={result} labels={{ closure: 'Uzavřený den' }} />
      ) : null}
      {/* Keyed by what is saved, so the fields show it after a save rather than what was typed. */}
      <RulesForm
        key={JSON.stringify([service.weekly, ...NUMBERS.map(([n]) => service[n])])}
        service={service}
        result={result?.reply ? result : undefined}
      />
      <section aria-labelledby="zavreno">
        <h2 id="zavreno">Uzavřené dny</h2>
        {service.closures.length === 0 ? (
          <p>Žádné. Den uzavřete na stránce rezervací toho dne.</p>
        ) : (
          <ul>
            {service.closures.map((c) => (
              <li key={c.id}>
                {formatDay(c.date)}: {c.reason}
                {c.whole_office ? ' (celý úřad)' : ''}
                <Form method="post">
                  <input type="hidden" name="closure" value={c.id} />
                  <button type="submit" name="intent" value="reopen" className="button button--secondary">
                    Znovu otevřít {formatDay(c.date)}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </StaffLayout>
  );
}

/** The weekly template (a text field a day, `weekly.1` …) and the counters, checked in the browser first. */
function RulesForm({ service, result }: { service: DeskService; result: FormResult | undefined }) {
  const weekly = Object.fromEntries(DAYS.map((d) => [d, intervalsText(service.weekly[d])]));
  const numbers = Object.fromEntries(NUMBERS.map(([name]) => [name, String(service[name])]));
  const checks = useFormChecks(serviceRulesForm, result, {}, { ...numbers, weekly });
  const days = checks.fields.weekly.getFieldset();
  return (
    <>
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors: checks.errors }}
        labels={LABELS}
        attempt={checks.attempt}
      />
      <Form method="post" {...checks.form}>
        <fieldset>
          <legend>Týdenní šablona</legend>
          <p>Úseky, kdy se lze objednat, například 08:00–11:30, 12:30–17:00. Prázdný den je zavřený.</p>
          {DAYS.map((d) => (
            <TextField
              key={d}
              form={FORM}
              name={days[d].name}
              label={dayName(d)}
              defaultValue={dayText(days[d].initialValue)}
              errors={days[d].errors}
            />
          ))}
        </fieldset>
        {NUMBERS.map(([name, label]) => (
          <TextField
            key={name}
            form={FORM}
            name={checks.fields[name].name}
            label={label}
            inputMode="numeric"
            required
            defaultValue={checks.fields[name].initialValue}
            errors={checks.fields[name].errors}
          />
        ))}
        <button type="submit" className="button">
          Uložit pravidla
        </button>
      </Form>
    </>
  );
}
