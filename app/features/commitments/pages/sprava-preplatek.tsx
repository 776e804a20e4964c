import { Form, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { formatCrowns } from '../../../../common/price.ts';
import styles from '../../../components/account/account.module.css';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { creditDecisionSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-preplatek';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData ? `Přeplatek: ${loaderData.k.resident.name}` : 'Přeplatek',
    'Přeplatek občana k vrácení nebo započtení.',
  );

const params = z.object({ id: z.string().max(100) });
const LABELS = { variable_symbol: 'Variabilní symbol předpisu', note: 'Poznámka' };

export async function loader({ url, params: raw, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const { id } = parseParams(params, raw);
  return { k: await context.services.commitments.credit(context.ctx, id) };
}

export async function action({ request, url, params: raw, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const { id } = parseParams(params, raw);
  const form = await readForm(request);
  return formAction(form, async () => {
    // The symbol belongs to setting it against a commitment; a refund leaves it out, whatever the field holds.
    const input = parseForm(
      creditDecisionSchema,
      form,
      form.get('action') === 'apply' ? {} : { variable_symbol: undefined },
    );
    const k = await context.services.commitments.decideCredit(context.ctx, id, input);
    return redirect(k.resolution ? '/sprava/platby/preplatky?stav=resolved' : `/sprava/platby/preplatky/${id}`);
  });
}

export default function CreditPage({ loaderData }: Route.ComponentProps) {
  const { k } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby/preplatky" title="Přeplatky" />
      <h1>Přeplatek: {k.resident.name}</h1>
      <dl className={styles.summary}>
        <dt>Občan</dt>
        <dd>
          {k.resident.name}, {k.resident.email}
        </dd>
        <dt>Přeplatek</dt>
        <dd>
          {formatCrowns(k.amount)}, přijato {formatDay(k.received_on)}
        </dd>
        {k.payment ? (
          <>
            <dt>Z platby</dt>
            <dd>
              {k.payment.filename}, řádek {k.payment.line}
            </dd>
          </>
        ) : null}
        {k.applied_to.length > 0 ? (
          <>
            <dt>Započteno</dt>
            <dd>
              <ul>
                {k.applied_to.map((use) => (
                  <li key={`${use.variable_symbol}-${use.amount}`}>
                    {formatCrowns(use.amount)} na {use.title} (VS {use.variable_symbol})
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt>Zbývá</dt>
        <dd>{formatCrowns(k.remaining)}</dd>
        {k.resolution ? (
          <>
            <dt>Rozhodnutí</dt>
            <dd>
              {k.resolution === 'refunded' ? 'Vráceno' : 'Započteno'}: {k.resolved_by}
              {k.resolved_at ? `, ${formatDateTime(k.resolved_at)}` : ''}
              {k.resolution_note ? `. ${k.resolution_note}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {k.resolution ? null : (
        <section className={styles.section} aria-labelledby="rozhodnuti">
          <h2 id="rozhodnuti">Rozhodnutí</h2>
          <p>
            Přeplatek započtěte na nezaplacený předpis téhož občana (napište jeho variabilní symbol), nebo ho vraťte
            plátci a napište jak.
          </p>
          <FormProblems form="preplatek" result={result} labels={LABELS} />
          <Form method="post" noValidate>
            <TextField
              form="preplatek"
              name="variable_symbol"
              label={LABELS.variable_symbol}
              hint="Předpis, na který se přeplatek započte; jen pro „Započíst na předpis“."
              inputMode="numeric"
              defaultValue={result?.values?.variable_symbol ?? ''}
              errors={result?.errors?.variable_symbol}
            />
            <TextAreaField
              form="preplatek"
              name="note"
              label={LABELS.note}
              hint="Při vrácení povinná: kdy a jak byl přeplatek vrácen."
              rows={3}
              maxLength={1000}
              defaultValue={result?.values?.note ?? ''}
              errors={result?.errors?.note}
            />
            <p className="button-row">
              <button type="submit" name="action" value="apply" className="button">
                Započíst na předpis
              </button>
              <button type="submit" name="action" value="refund" className="button button--secondary">
                Vráceno plátci
              </button>
            </p>
          </Form>
        </section>
      )}
    </StaffLayout>
  );
}
