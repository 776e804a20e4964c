import { Form, useActionData } from 'react-router';
import { countOf } from '../../../../common/plural.ts';
import { BackTo, FileField } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { ScrollTable } from '../../../components/ui/sticky-table.tsx';
import { formAction, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { BankPaymentHead, BankPaymentRow } from '../components/bank-payment-row.tsx';
import type { Route } from './+types/sprava-platby-vypis';

export const meta: Route.MetaFunction = () =>
  siteMeta('Nahrát výpis z banky – správa', 'Spárování plateb z výpisu z banky s předpisy.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  return null;
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const services = context.services.commitments;
  const form = await readForm(request);
  return formAction({}, async () => ({
    done: true as const,
    result: await services.importStatement(
      context.ctx,
      await uploadedFile(form.get('file'), services.MAX_STATEMENT_BYTES),
    ),
  }));
}

const payments = (n: number) => countOf(n, { one: 'platba', few: 'platby', other: 'plateb' });

export default function StatementImport() {
  const answer = useActionData<typeof action>();
  const result = answer && 'result' in answer ? answer.result : null;
  const refused = answer && 'errors' in answer ? answer : undefined;
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby" title="Platby" />
      <h1>Nahrát výpis z banky</h1>
      <p>
        Nahrajte výpis z účtu města ve formátu ABO/GPC nebo CSV, jak ho exportuje internetové bankovnictví. Příchozí
        platby se spárují s předpisy podle variabilního symbolu a částky: spárované předpisy budou zaplacené a občan
        dostane e-mail. Nedoplatky, přeplatky, neznámé a nečitelné platby počkají ve frontě na vaše rozhodnutí. Platby,
        které už byly nahrány dříve, se podruhé nezapočítají.
      </p>
      <FormProblems form="vypis" result={refused} labels={{ file: 'Výpis z banky' }} />
      <Form method="post" encType="multipart/form-data" noValidate>
        <FileField
          form="vypis"
          label="Výpis z banky"
          hint="Soubor GPC (.gpc, .abo) nebo CSV, nejvýše 5 MB."
          accept=".gpc,.abo,.txt,.csv,text/csv,text/plain"
          current={null}
          errors={refused?.errors?.file}
        />
        <button type="submit" className="button">
          Nahrát a spárovat
        </button>
      </Form>
      {result ? (
        <section aria-labelledby="vysledek">
          <h2 id="vysledek">Výsledek</h2>
          <Notice type={result.counts.queued > 0 ? 'info' : 'success'}>
            <ul>
              <li>Spárováno a zaplaceno: {payments(result.counts.matched)}</li>
              <li>Čeká ve frontě na rozhodnutí: {payments(result.counts.queued)}</li>
              <li>Už nahráno dříve, nic se nezapočítalo: {payments(result.counts.duplicate)}</li>
              <li>Odchozí platby (vynechány): {result.counts.outgoing}</li>
            </ul>
          </Notice>
          {result.payments.length > 0 ? (
            <ScrollTable caption="Platby z výpisu">
              <BankPaymentHead />
              <tbody>
                {result.payments.map((p) => (
                  <BankPaymentRow key={p.id} p={p} />
                ))}
              </tbody>
            </ScrollTable>
          ) : null}
          {result.duplicate_lines.length > 0 ? (
            <p>Řádky s platbami nahranými dříve: {result.duplicate_lines.join(', ')}.</p>
          ) : null}
        </section>
      ) : null}
    </StaffLayout>
  );
}
