import { Form, redirect, useActionData } from 'react-router';
import { formatDay, pragueYear } from '../../../../common/dates.ts';
import { countOf, formOf } from '../../../../common/plural.ts';
import { formatNumber } from '../../../../common/price.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { WASTE_FEE_ROW_STATES, wasteFeeBatchSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-platby-hromadne';

export const meta: Route.MetaFunction = () =>
  siteMeta('Poplatek za odpad hromadně – správa', 'Předpisy poplatku za odpad pro domácnosti v evidenci.');

const commitmentsOf = (n: number) => countOf(n, { one: 'předpis', few: 'předpisy', other: 'předpisů' });

const LABELS = { year: 'Rok', rate: 'Sazba na osobu v Kč', due_on: 'Splatnost' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  // Towards the year's end the office prepares the next year's fees.
  const now = context.ctx.now;
  const year = pragueYear(now) + (now.getUTCMonth() >= 9 ? 1 : 0);
  return { defaults: { year: String(year), rate: '900', due_on: `${year}-05-31` } };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const form = await readForm(request);
  const values = formValues(form);
  const create = form.get('intent') === 'create';
  return formAction(values, async () => {
    const batch = await context.services.waste.wasteFeeBatch(context.ctx, parseForm(wasteFeeBatchSchema, form), create);
    if (batch.created)
      return redirect(
        `/sprava/platby?${new URLSearchParams({ q: `Poplatek za odpad ${batch.year}`, hromadne: String(batch.count) })}`,
      );
    return { done: true as const, values, batch, asked: create };
  });
}

export default function WasteFeeBatch({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const values = result?.values ?? loaderData.defaults;
  const batch = result && 'batch' in result ? result.batch : null;
  const refused = result && 'errors' in result ? result : undefined;
  const checks = useFormChecks(wasteFeeBatchSchema, refused);
  const errors = checks.errors;
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby" title="Platby" />
      <h1>Poplatek za odpad hromadně</h1>
      <p>
        Každý občan, jehož účet je propojený s popelnicí v evidenci, dostane předpis poplatku za odpad na zvolený rok.
        Osvobození a úlevy z vyhlášky se odečtou podle ohlášení, která úřad vyřídil. Kdo už předpis na ten rok má, nový
        nedostane. Nejdřív si prohlédněte náhled; nic se neuloží, dokud předpisy nevytvoříte.
      </p>
      <FormProblems
        form="hromadne"
        result={{ message: refused?.message, errors }}
        labels={LABELS}
        attempt={checks.attempt}
      />
      <Form method="post" {...checks.form}>
        <TextField
          form="hromadne"
          name="year"
          label={LABELS.year}
          inputMode="numeric"
          required
          defaultValue={values.year}
          errors={errors.year}
        />
        <TextField
          form="hromadne"
          name="rate"
          label={LABELS.rate}
          hint="Sazba podle obecně závazné vyhlášky o místním poplatku za obecní systém odpadového hospodářství."
          inputMode="numeric"
          required
          defaultValue={values.rate}
          errors={errors.rate}
        />
        <TextField
          form="hromadne"
          name="due_on"
          type="date"
          label={LABELS.due_on}
          required
          defaultValue={values.due_on}
          errors={errors.due_on}
        />
        <button type="submit" name="intent" value="preview" className="button button--secondary">
          Zobrazit náhled
        </button>
      </Form>
      {batch ? (
        <section aria-labelledby="nahled">
          <h2 id="nahled" tabIndex={-1}>
            Náhled: poplatek za odpad {batch.year}
          </h2>
          <p role="status">
            {batch.count === 0
              ? result?.done && result.asked
                ? 'Nevznikl žádný nový předpis: všichni už předpis na tento rok mají, nebo jsou osvobozeni.'
                : 'Nevznikne žádný nový předpis.'
              : `${formOf(batch.count, { one: 'Vznikne', few: 'Vzniknou', other: 'Vznikne' })} ${commitmentsOf(batch.count)} v celkové výši ${formatNumber(batch.total, 0)} Kč se splatností ${formatDay(batch.due_on)}.`}
          </p>
          <ScrollTable caption="Občané s popelnicí v evidenci">
            <thead>
              <tr>
                <th scope="col">Občan</th>
                <th scope="col">Adresa</th>
                <th scope="col">Osvobození nebo úleva</th>
                <th scope="col" className="numeric">
                  Částka (Kč)
                </th>
                <th scope="col">Výsledek</th>
              </tr>
            </thead>
            <tbody>
              {batch.rows.map((row) => (
                <tr key={row.resident.id}>
                  <td>
                    {row.resident.name}
                    <div>{row.resident.email}</div>
                  </td>
                  <td>{row.addresses.join('; ')}</td>
                  <td>{row.exemption ? `${row.exemption.reason} (ohlášení ${row.exemption.case_number})` : '—'}</td>
                  <td className="numeric">{formatNumber(row.amount, 0)}</td>
                  <td>{WASTE_FEE_ROW_STATES[row.state]}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {batch.unlinked.length > 0 ? (
            <>
              <h3>Domácnosti bez propojeného účtu</h3>
              <p>Těmto domácnostem předpis nevznikne; poplatek jim oznamte dopisem.</p>
              <ul>
                {batch.unlinked.map((address) => (
                  <li key={address}>{address}</li>
                ))}
              </ul>
            </>
          ) : null}
          {batch.count > 0 ? (
            <Form method="post">
              <input type="hidden" name="year" value={values.year} />
              <input type="hidden" name="rate" value={values.rate} />
              <input type="hidden" name="due_on" value={values.due_on} />
              <button type="submit" name="intent" value="create" className="button">
                Vytvořit {commitmentsOf(batch.count)}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
    </StaffLayout>
  );
}
