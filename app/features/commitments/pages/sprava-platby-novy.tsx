import { Form, redirect, useActionData } from 'react-router';
import { addDays, pragueToday } from '../../../../common/dates.ts';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseInput, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { BackTo } from '../../staff/components/editor-form-parts.tsx';
import { StaffLayout } from '../../staff/components/staff-layout.tsx';
import { COMMITMENT_KINDS, newCommitmentSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-platby-novy';

export const meta: Route.MetaFunction = () => siteMeta('Nový předpis platby – správa', 'Předpis platby pro občana.');

const FIELDS = ['email', 'kind', 'title', 'amount', 'due_on', 'message'] as const;
const LABELS = {
  email: 'E-mail občana',
  kind: 'Druh platby',
  title: 'Za co se platí',
  amount: 'Částka v Kč',
  due_on: 'Splatnost',
  message: 'Zpráva pro příjemce',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'payments');
  return { due: addDays(pragueToday(context.ctx.now), 30) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'payments');
  const form = await readForm(request);
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? '')]));
  return formAction(values, async () => {
    const created = await context.services.commitments.createCommitment(
      context.ctx,
      parseInput(newCommitmentSchema, values),
    );
    return redirect(`/sprava/platby?q=${created.variable_symbol}&vytvoreno=1`);
  });
}

export default function NewCommitment({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const value = (name: (typeof FIELDS)[number]) => result?.values?.[name];
  const errors = result?.errors ?? {};
  return (
    <StaffLayout>
      <BackTo kind="platby" title="Platby" />
      <h1>Nový předpis platby</h1>
      <p>
        Předpis se občanovi ukáže v jeho účtu mezi závazky, s QR kódem pro platbu. Variabilní symbol přidělí systém a
        platba se podle něj spáruje z výpisu z banky.
      </p>
      <FormProblems form="predpis" result={result} labels={LABELS} />
      <Form method="post" noValidate>
        <TextField
          form="predpis"
          name="email"
          type="email"
          label={LABELS.email}
          hint="E-mail, kterým se občan přihlašuje na web."
          autoComplete="off"
          required
          defaultValue={value('email')}
          errors={errors.email}
        />
        <SelectField
          form="predpis"
          name="kind"
          label={LABELS.kind}
          defaultValue={value('kind') ?? 'jine'}
          options={Object.entries(COMMITMENT_KINDS).map(([v, label]) => ({ value: v, label }))}
          errors={errors.kind}
        />
        <TextField
          form="predpis"
          name="title"
          label={LABELS.title}
          hint="Jak se předpis ukáže občanovi, např. „Pronájem sálu kulturního domu 12. 12. 2026“."
          maxLength={120}
          required
          defaultValue={value('title')}
          errors={errors.title}
        />
        <TextField
          form="predpis"
          name="amount"
          label={LABELS.amount}
          hint="Například 900 nebo 1250,50."
          inputMode="decimal"
          required
          defaultValue={value('amount')}
          errors={errors.amount}
        />
        <TextField
          form="predpis"
          name="due_on"
          type="date"
          label={LABELS.due_on}
          required
          defaultValue={value('due_on') ?? loaderData.due}
          errors={errors.due_on}
        />
        <TextField
          form="predpis"
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
