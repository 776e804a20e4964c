import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { countOf } from '../../../../common/plural.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { groupEditInput } from '../schemas.ts';
import type { Route } from './+types/sprava-obcane-skupiny';

export const meta: Route.MetaFunction = () =>
  siteMeta('Skupiny se slevou – správa', 'Skupiny občanů se slevou z poplatků.');

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(context, request, 'admin');
  return { groups: await context.services.accounts.groups(context.ctx) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaffPage(context, request, 'admin');
  const form = await readForm(request);
  return formAction(form, async () => {
    await context.services.accounts.saveGroup(
      context.ctx,
      String(form.get('key') ?? ''),
      parseForm(groupEditInput, form),
    );
    return redirect('/sprava/obcane/skupiny?hotovo=1');
  });
}

export default function Groups({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  return (
    <StaffLayout>
      <BackTo to="/sprava/obcane" title="Občané a role" />
      <h1>Skupiny se slevou</h1>
      <p>Sleva v procentech platí pro poplatky, které slevu dovolují. Už zaplacené poplatky se nemění.</p>
      {search.get('hotovo') && !result ? (
        <Notice type="success">
          <p>Skupina je uložená.</p>
        </Notice>
      ) : null}
      {loaderData.groups.map((g) => {
        const form = `skupina-${g.key}`;
        const mine = result?.values?.key === g.key;
        return (
          <section key={g.key} aria-labelledby={`${form}-nadpis`}>
            <h2 id={`${form}-nadpis`}>
              {g.description} ({countOf(g.members, { one: 'účet', few: 'účty', other: 'účtů' })})
            </h2>
            {mine ? (
              <FormProblems form={form} result={result} labels={{ description: 'Název', discount: 'Sleva (%)' }} />
            ) : null}
            <Form method="post" noValidate key={`${g.description}-${g.discount}`}>
              <input type="hidden" name="key" value={g.key} />
              <TextField
                form={form}
                name="description"
                label="Název"
                defaultValue={mine ? result?.values?.description : g.description}
                errors={mine ? result?.errors?.description : undefined}
              />
              <TextField
                form={form}
                name="discount"
                label="Sleva (%)"
                inputMode="numeric"
                defaultValue={mine ? result?.values?.discount : String(g.discount)}
                errors={mine ? result?.errors?.discount : undefined}
              />
              <button type="submit" className="button button--secondary">
                Uložit skupinu<span className="visually-hidden"> {g.description}</span>
              </button>
            </Form>
          </section>
        );
      })}
    </StaffLayout>
  );
}
