import { Form, redirect, useActionData } from 'react-router';
import { addDays, pragueToday } from '../../../../common/dates.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { RadioField, SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { COMMITMENT_KINDS, newCommitmentSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-platby-novy';

export const meta: Route.MetaFunction = () => siteMeta('Nový předpis platby – správa', 'Předpis platby pro občana.');

const FORM = 'predpis';
const FIELDS = ['resident_id', 'kind', 'title', 'amount', 'due_on', 'message'] as const;
const LABELS = {
  resident_id: 'Občan',
  kind: 'Druh platby',
  title: 'Za co se platí',
  amount: 'Částka v Kč',
  due_on: 'Splatnost',
  message: 'Zpráva pro příjemce',
};

/** The residents found by `?obcan=` (name, e-mail or address), to pick the one the payment is for. */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const q = (url.searchParams.get('obcan') ?? '').trim().slice(0, 100);
  const found = q ? await context.services.accounts.findPayers(context.ctx, q) : [];
  return { due: addDays(pragueToday(context.ctx.now), 30), q, found };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'payments');
  const form = await readForm(request);
  return formAction(form, async () => {
    const created = await context.services.commitments.createCommitment(
      context.ctx,
      parseForm(newCommitmentSchema, form),
    );
    return redirect(`/sprava/platby?q=${created.variable_symbol}&vytvoreno=1`);
  });
}

export default function NewCommitment({ loaderData }: Route.ComponentProps) {
  const { q, found, due } = loaderData;
  const result = useActionData<typeof action>();
  const value = (name: (typeof FIELDS)[number]) => result?.values?.[name];
  const checks = useFormChecks(newCommitmentSchema, result);
  const errors = checks.errors;
  const chosen = value('resident_id') ?? (found.length === 1 ? String(found[0]!.id) : undefined);
  return (
    <StaffLayout>
      <BackTo to="/sprava/platby" title="Platby" />
      <h1>Nový předpis platby</h1>
      <p>
        Předpis se občanovi ukáže v jeho účtu mezi závazky, s QR kódem pro platbu, a přijde mu o něm e-mail. Variabilní
        symbol přidělí systém a platba se podle něj spáruje z výpisu z banky.
      </p>
      <FormProblems
        form={FORM}
        result={{ message: result?.message, errors }}
        labels={LABELS}
        attempt={checks.attempt}
      />
      <Form method="get" role="search" aria-label="Vyhledání občana">
        <TextField
          form="hledat-obcana"
          name="obcan"
          type="search"
          label="Najít občana"
          hint="Část jména, e-mailu nebo adresy, např. „Dvořák Lipová“."
          defaultValue={q}
          autoComplete="off"
        />
        <button type="submit" className="button button--secondary">
          Najít
        </button>
      </Form>
      <Form method="post" {...checks.form}>
        <RadioField
          form={FORM}
          name="resident_id"
          label={LABELS.resident_id}
          hint={
            found.length > 0
              ? 'Vyberte, komu platba patří.'
              : q
                ? `Nikdo s účtem na webu neodpovídá hledání „${q}“. Zkuste část jména, e-mailu nebo adresy.`
                : 'Nejdřív občana najděte podle jména, e-mailu nebo adresy.'
          }
          options={found.map((person) => ({
            value: String(person.id),
            label: [person.name, person.email, person.address].filter(Boolean).join(', '),
          }))}
          defaultValue={chosen}
          errors={errors.resident_id}
        />
        <SelectField
          form={FORM}
          name="kind"
          label={LABELS.kind}
          defaultValue={value('kind') ?? 'jine'}
          options={Object.entries(COMMITMENT_KINDS).map(([v, label]) => ({ value: v, label }))}
          errors={errors.kind}
        />
        <TextField
          form={FORM}
          name="title"
          label={LABELS.title}
          hint="Jak se předpis ukáže občanovi, např. „Pronájem sálu kulturního domu 12. 12. 2026“."
          maxLength={120}
          required
          defaultValue={value('title')}
          errors={errors.title}
        />
        <TextField
          form={FORM}
          name="amount"
          label={LABELS.amount}
          hint="Například 900 nebo 1250,50."
          inputMode="decimal"
          required
          defaultValue={value('amount')}
          errors={errors.amount}
        />
        <TextField
          form={FORM}
          name="due_on"
          type="date"
          label={LABELS.due_on}
          required
          defaultValue={value('due_on') ?? due}
          errors={errors.due_on}
        />
        <TextField
          form={FORM}
          name="message"
          label={LABELS.message}
          hint="Nepovinné; bez ní se použije název. Nejvýše 60 znaků."
          maxLength={60}
          defaultValue={value('message')}
          errors={errors.message}
        />
        <button type="submit" className="button">
          Vytvořit předpis
        </button>
      </Form>
    </StaffLayout>
  );
}
