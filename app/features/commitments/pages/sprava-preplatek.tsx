import { Form, redirect, useActionData } from 'react-router';
import { formatDay } from '../../../../common/dates.ts';
import { formatCrowns } from '../../../../common/price.ts';
import { invalid, Refusal } from '../../../../server/lib/http-errors.ts';
import styles from '../../../components/account/account.module.css';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { fieldId, RadioField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { DecisionTerms } from '../components/decision.tsx';
import { type CreditCommitment, creditDecisionSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-preplatek';
import { financeItemPage } from './load.server.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData ? `Přeplatek: ${loaderData.k.resident.name}` : 'Přeplatek',
    'Přeplatek občana k vrácení nebo započtení.',
  );

const FORM = 'preplatek';
const LABELS = {
  commitment_id: 'Předpis, na který se přeplatek započte',
  variable_symbol: 'Variabilní symbol předpisu',
  note: 'Poznámka',
};
/** The most of the resident's unpaid commitments the page lists; any others are found by their symbol. */
const LISTED = 100;

export async function loader(args: Route.LoaderArgs) {
  const { id, commitments, ctx } = financeItemPage(args);
  const k = await commitments.credit(ctx, id);
  const { rows, total } = k.resolution
    ? { rows: [], total: 0 }
    : await commitments.creditCommitments(ctx, id, { page: 1, perPage: LISTED });
  return { k, unpaid: rows, unpaidTotal: total };
}

export async function action(args: Route.ActionArgs) {
  const { id, commitments, ctx } = financeItemPage(args);
  const form = await readForm(args.request);
  return formAction(form, async () => {
    // Three forms post here: the list (a commitment picked), the symbol typed for one not listed, and
    // the refund. Each sends only its own fields; whatever else the request holds is left out.
    const apply = form.get('action') === 'apply';
    const bySymbol = apply && form.has('variable_symbol');
    const input = parseForm(creditDecisionSchema, form, {
      ...(bySymbol ? {} : { variable_symbol: undefined }),
      ...(apply && !bySymbol ? {} : { commitment_id: undefined }),
    });
    if (bySymbol && !input.variable_symbol)
      throw new Refusal(
        invalid({ variable_symbol: ['Napište variabilní symbol předpisu, na který se přeplatek započte.'] }),
      );
    if (apply && !bySymbol && !input.commitment_id)
      throw new Refusal(invalid({ commitment_id: ['Vyberte předpis, na který se přeplatek započte.'] }));
    const k = await commitments.decideCredit(ctx, id, input);
    return redirect(k.resolution ? '/sprava/platby/preplatky?stav=resolved' : `/sprava/platby/preplatky/${id}`);
  });
}

/** One of the resident's unpaid commitments as a choice: what it is, when it was due, what it owes and what the credit would pay. */
function Owed({ c }: { c: CreditCommitment }) {
  const rest = Math.round((c.remaining - c.applies) * 100) / 100;
  return (
    <>
      <strong>{c.title}</strong>, VS {c.variable_symbol}, splatnost {formatDay(c.due_on)}
      {c.state === 'overdue' ? <strong>, po splatnosti</strong> : null}. Zbývá zaplatit {formatCrowns(c.remaining)}
      {c.paid_amount > 0 ? ` z ${formatCrowns(c.amount)}` : ''}; započte se {formatCrowns(c.applies)}
      {rest > 0 ? `, zbude doplatit ${formatCrowns(rest)}` : ''}.
    </>
  );
}

export default function CreditPage({ loaderData }: Route.ComponentProps) {
  const { k, unpaid, unpaidTotal } = loaderData;
  const result = useActionData<typeof action>();
  const listed = (id: string | undefined) => unpaid.some((c) => c.id === id);
  // The clerk's own choice after a refusal, while it is still listed; before any, the first one overdue.
  const picked = result
    ? listed(result.values?.commitment_id)
      ? result.values?.commitment_id
      : undefined
    : unpaid.find((c) => c.state === 'overdue')?.id;
  const symbolAsked = Boolean(result?.errors?.variable_symbol || result?.values?.variable_symbol);
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
          <DecisionTerms said={k.resolution === 'refunded' ? 'Vráceno' : 'Započteno'} decided={k} />
        ) : null}
      </dl>
      {k.resolution ? null : (
        <section className={styles.section} aria-labelledby="rozhodnuti">
          <h2 id="rozhodnuti">Rozhodnutí</h2>
          <p>Přeplatek započtěte na nezaplacený předpis téhož občana, nebo ho vraťte plátci a napište jak.</p>
          <FormProblems form={FORM} result={result} labels={LABELS} />
          <h3>Započíst na předpis</h3>
          <Form method="post" noValidate>
            {unpaid.length > 0 ? (
              <RadioField
                form={FORM}
                name="commitment_id"
                label={LABELS.commitment_id}
                hint={
                  <>
                    Nezaplacené a částečně zaplacené předpisy občana {k.resident.name}, kterému přeplatek patří. Započte
                    se menší z částek: zbývající přeplatek {formatCrowns(k.remaining)}, nebo co předpis ještě dluží.
                    Když přeplatek nestačí, zbytek předpisu zůstane k zaplacení; když je větší, zbytek přeplatku zůstane
                    k vrácení nebo dalšímu započtení.
                    {unpaidTotal > unpaid.length
                      ? ` Seznam ukazuje ${unpaid.length} z ${unpaidTotal} předpisů, ty se splatností nejdříve; další započtete podle variabilního symbolu.`
                      : ''}
                  </>
                }
                options={unpaid.map((c) => ({ value: c.id, label: <Owed c={c} /> }))}
                defaultValue={picked}
                errors={result?.errors?.commitment_id}
              />
            ) : (
              <p id={fieldId(FORM, 'commitment_id')} tabIndex={-1}>
                Občan {k.resident.name} nemá žádný nezaplacený předpis. Přeplatek můžete započíst na jiný předpis podle
                variabilního symbolu, nebo ho vrátit.
                {result?.errors?.commitment_id ? ` ${result.errors.commitment_id.join(' ')}` : ''}
              </p>
            )}
            {unpaid.length > 0 ? (
              <p className="button-row">
                <button type="submit" name="action" value="apply" className="button">
                  Započíst na vybraný předpis
                </button>
              </p>
            ) : null}
          </Form>
          <details open={symbolAsked}>
            <summary>Jiný předpis podle variabilního symbolu</summary>
            <Form method="post" noValidate>
              <TextField
                form={FORM}
                name="variable_symbol"
                label={LABELS.variable_symbol}
                hint="Předpis, který v seznamu není. Přeplatek lze započíst jen na předpis téhož občana; předpis jiného občana bude odmítnut."
                inputMode="numeric"
                defaultValue={result?.values?.variable_symbol ?? ''}
                errors={result?.errors?.variable_symbol}
              />
              <p className="button-row">
                <button type="submit" name="action" value="apply" className="button">
                  Započíst na předpis s tímto symbolem
                </button>
              </p>
            </Form>
          </details>
          <h3>Vrátit plátci</h3>
          <Form method="post" noValidate>
            <TextAreaField
              form={FORM}
              name="note"
              label={LABELS.note}
              hint="Povinná: kdy a jak byl přeplatek vrácen."
              rows={3}
              maxLength={1000}
              defaultValue={result?.values?.note ?? ''}
              errors={result?.errors?.note}
            />
            <p className="button-row">
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
