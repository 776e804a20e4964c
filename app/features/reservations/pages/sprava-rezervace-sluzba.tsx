import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { formatDay, WEEKDAYS } from '../../../../common/dates.ts';
import { invalid, Refusal } from '../../../../server/lib/http-errors.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { intervalsFrom, intervalsText } from '../format.ts';
import { serviceParams, serviceRulesInput, type WeeklyHours } from '../schemas.ts';
import type { Route } from './+types/sprava-rezervace-sluzba';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData ? `${loaderData.service.name} – rezervace` : 'Služba k rezervaci',
    'Pravidla služby k rezervaci.',
  );

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const NUMBERS = [
  ['slot_minutes', 'Délka termínu (minuty)'],
  ['capacity', 'Počet přepážek (lidí na jeden termín)'],
  ['horizon_days', 'Jak daleko dopředu se lze objednat (dny)'],
  ['lead_minutes', 'Nejpozději předem (minuty)'],
  ['cancel_hours', 'Zrušení nejpozději předem (hodiny)'],
  ['max_active', 'Nadcházejících rezervací na osobu'],
] as const;
const LABELS: Record<string, string> = {
  ...Object.fromEntries(DAYS.map((d) => [`weekly.${d}`, WEEKDAYS[Number(d) - 1]!])),
  ...Object.fromEntries(NUMBERS),
};

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'bookings');
  const { slug } = parseParams(serviceParams, params);
  return { service: await context.services.reservations.deskService(context.ctx, slug) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'bookings');
  const { slug } = parseParams(serviceParams, params);
  const desk = context.services.reservations;
  const form = await readForm(request);
  const values = Object.fromEntries(
    [...DAYS.map((d) => `weekly.${d}`), ...NUMBERS.map(([name]) => name)].map((k) => [k, String(form.get(k) ?? '')]),
  );
  return formAction(values, async () => {
    if (form.get('intent') === 'reopen') {
      await desk.reopenDay(context.ctx, Number(form.get('closure')) || 0);
      return redirect(`/sprava/rezervace/sluzby/${slug}?hotovo=otevreno`);
    }
    // Each weekday's text as intervals; one that does not read is named like the schema names its problems.
    const weekly: WeeklyHours = {};
    const unreadable: Record<string, string[]> = {};
    for (const d of DAYS) {
      const intervals = intervalsFrom(values[`weekly.${d}`] ?? '');
      if (intervals === null) unreadable[`weekly.${d}`] = ['Napište úseky jako 08:00–11:30, 12:30–17:00.'];
      else if (intervals.length) weekly[d] = intervals;
    }
    if (Object.keys(unreadable).length) throw new Refusal(invalid(unreadable, 'Formulář obsahuje chyby.'));
    await desk.saveServiceRules(
      context.ctx,
      slug,
      parseInput(serviceRulesInput, { weekly, ...Object.fromEntries(NUMBERS.map(([n]) => [n, values[n]])) }),
    );
    return redirect(`/sprava/rezervace/sluzby/${slug}?hotovo=ulozeno`);
  });
}

export default function BookingService({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const done = params.get('hotovo');
  const value = (name: string, fallback: string) => result?.values?.[name] ?? fallback;
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
      <FormProblems form="sluzba" result={result} labels={LABELS} />
      {/* Keyed by what is saved, so the fields show it after a save rather than what was typed. */}
      <Form method="post" noValidate key={JSON.stringify([service.weekly, ...NUMBERS.map(([n]) => service[n])])}>
        <fieldset>
          <legend>Týdenní šablona</legend>
          <p>Úseky, kdy se lze objednat, například 08:00–11:30, 12:30–17:00. Prázdný den je zavřený.</p>
          {DAYS.map((d) => (
            <TextField
              key={d}
              form="sluzba"
              name={`weekly.${d}`}
              label={WEEKDAYS[Number(d) - 1]!}
              defaultValue={value(`weekly.${d}`, intervalsText(service.weekly[d]))}
              errors={result?.errors?.[`weekly.${d}`]}
            />
          ))}
        </fieldset>
        {NUMBERS.map(([name, label]) => (
          <TextField
            key={name}
            form="sluzba"
            name={name}
            label={label}
            inputMode="numeric"
            required
            defaultValue={value(name, String(service[name]))}
            errors={result?.errors?.[name]}
          />
        ))}
        <button type="submit" className="button">
          Uložit pravidla
        </button>
      </Form>
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
