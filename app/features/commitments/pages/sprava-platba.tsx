import { Form, Link, redirect, useActionData } from 'react-router';
import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { formatNumber } from '../../../../common/price.ts';
import styles from '../../../components/account/account.module.css';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { DecisionTerms } from '../components/decision.tsx';
import { BANK_PAYMENT_LABELS, paymentDecisionSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-platba';
import { financeItemPage } from './load.server.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData ? `Platba z řádku ${loaderData.p.line}: ${loaderData.p.filename}` : 'Platba',
    'Platba z výpisu z banky.',
  );

const LABELS = { variable_symbol: 'Variabilní symbol předpisu', note: 'Poznámka', confirm: 'Rozdíl v částce' };

export async function loader(args: Route.LoaderArgs) {
  const { id, commitments, ctx } = financeItemPage(args);
  return { p: await commitments.bankPayment(ctx, id) };
}

export async function action(args: Route.ActionArgs) {
  const { id, commitments, ctx } = financeItemPage(args);
  const form = await readForm(args.request);
  return formAction(form, async () => {
    // The symbol belongs to paying; a dismissal leaves it out, whatever the field holds.
    const input = parseForm(
      paymentDecisionSchema,
      form,
      form.get('action') === 'pay' ? {} : { variable_symbol: undefined },
    );
    await commitments.decidePayment(ctx, id, input);
    return redirect('/sprava/platby/fronta?stav=resolved');
  });
}

const crowns = (amount: number | null) =>
  amount === null ? 'nečitelná' : `${formatNumber(amount, amount % 1 ? 2 : 0)} Kč`;

export default function QueuedPayment({ loaderData }: Route.ComponentProps) {
  const { p } = loaderData;
  const result = useActionData<typeof action>();
  const open = p.status !== 'matched' && !p.resolution;
  // What paying would do when it is not the exact amount owed: for the payment's own commitment, or, once
  // refused, for the one the clerk named.
  const confirm = result?.errors?.confirm?.[0] ?? p.pay_difference;
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby/fronta" title="Fronta plateb" />
      <h1>
        Platba z řádku {p.line}: {BANK_PAYMENT_LABELS[p.status].toLowerCase()}
      </h1>
      {p.reason ? <p>{p.reason}</p> : null}
      <dl className={styles.summary}>
        <dt>Výpis</dt>
        <dd>
          {p.filename}, nahrán {formatDateTime(p.imported_at)}
        </dd>
        <dt>Částka</dt>
        <dd>{crowns(p.amount)}</dd>
        <dt>Variabilní symbol</dt>
        <dd>{p.variable_symbol || 'žádný'}</dd>
        {p.specific_symbol ? (
          <>
            <dt>Specifický symbol</dt>
            <dd>{p.specific_symbol}</dd>
          </>
        ) : null}
        <dt>Plátce</dt>
        <dd>{[p.counter_name, p.counter_account].filter(Boolean).join(', ') || 'neuveden'}</dd>
        {p.value_date ? (
          <>
            <dt>Datum</dt>
            <dd>{formatDay(p.value_date)}</dd>
          </>
        ) : null}
        {p.message ? (
          <>
            <dt>Zpráva pro příjemce</dt>
            <dd>{p.message}</dd>
          </>
        ) : null}
        {p.raw ? (
          <>
            <dt>Řádek výpisu</dt>
            <dd>
              <code>{p.raw}</code>
            </dd>
          </>
        ) : null}
        <dt>Předpis</dt>
        <dd>
          {p.commitment
            ? `${p.commitment.title}, ${p.commitment.resident}, VS ${p.commitment.variable_symbol}, ${crowns(p.commitment.amount)}${p.commitment.paid_on ? `, zaplaceno ${formatDay(p.commitment.paid_on)}` : p.commitment.remaining !== p.commitment.amount ? `, zbývá zaplatit ${crowns(p.commitment.remaining)}` : ''}`
            : 'nenalezen'}
        </dd>
        {p.resolution === 'paid' ? (
          <>
            <dt>Použito na předpis</dt>
            <dd>{crowns(p.applied)}</dd>
            {p.credit ? (
              <>
                <dt>Přeplatek občana</dt>
                <dd>
                  {crowns(p.credit)} (<Link to="/sprava/platby/preplatky">přeplatky</Link>)
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        {p.resolution ? (
          <DecisionTerms said={p.resolution === 'paid' ? 'Předpis uhrazen' : 'Vyřízeno jinak'} decided={p} />
        ) : null}
      </dl>
      {open ? (
        <section className={styles.section} aria-labelledby="rozhodnuti">
          <h2 id="rozhodnuti">Rozhodnutí</h2>
          <p>
            Platbou můžete uhradit předpis: když je menší, než zbývá zaplatit, zbytek zůstane k doplacení; když je
            větší, rozdíl se zapíše jako přeplatek občana. Nebo ji vyřiďte jinak (vrácení plátci, platba za něco mimo
            web) a napište jak.
          </p>
          <FormProblems form="rozhodnuti" result={result} labels={LABELS} />
          <Form method="post" noValidate>
            <TextField
              form="rozhodnuti"
              name="variable_symbol"
              label={LABELS.variable_symbol}
              hint="Předpis, který platba uhradí; jen pro „Uhradit předpis“."
              inputMode="numeric"
              defaultValue={result?.values?.variable_symbol ?? p.commitment?.variable_symbol ?? p.variable_symbol}
              errors={result?.errors?.variable_symbol}
            />
            <TextAreaField
              form="rozhodnuti"
              name="note"
              label={LABELS.note}
              hint="Při vyřízení jinak povinná: co se s platbou stalo."
              rows={3}
              maxLength={1000}
              defaultValue={result?.values?.note ?? ''}
              errors={result?.errors?.note}
            />
            {confirm ? (
              <CheckboxField
                form="rozhodnuti"
                name="confirm"
                label="Rozumím, použít platbu takto"
                hint={result?.errors?.confirm ? undefined : confirm}
                errors={result?.errors?.confirm}
              />
            ) : null}
            <p className="button-row">
              <button type="submit" name="action" value="pay" className="button">
                Uhradit předpis
              </button>
              <button type="submit" name="action" value="dismiss" className="button button--secondary">
                Vyřídit jinak
              </button>
            </p>
          </Form>
        </section>
      ) : null}
    </StaffLayout>
  );
}
