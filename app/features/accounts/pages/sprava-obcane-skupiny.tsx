import { Form, redirect, useActionData, useSearchParams } from 'react-router';
import { countOf } from '../../../../common/plural.ts';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { groupEditInput, groupKeyInput } from '../schemas.ts';
import type { Route } from './+types/sprava-obcane-skupiny';

export const meta: Route.MetaFunction = () =>
  siteMeta('Skupiny se slevou – správa', 'Skupiny občanů se slevou z poplatků.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  return { groups: await context.services.accounts.groups(context.ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const form = await readForm(request);
  const { accounts } = context.services;
  return formAction(form, async () => {
    const intent = form.get('intent');
    if (intent === 'create') {
      await accounts.createGroup(context.ctx, parseForm(groupEditInput, form));
      return redirect('/sprava/obcane/skupiny?hotovo=nova');
    }
    const { key } = parseForm(groupKeyInput, form);
    if (intent === 'delete') {
      await accounts.removeGroup(context.ctx, key);
      return redirect('/sprava/obcane/skupiny?hotovo=smazana');
    }
    await accounts.saveGroup(context.ctx, key, parseForm(groupEditInput, form));
    return redirect('/sprava/obcane/skupiny?hotovo=ulozena');
  });
}

const LABELS = { description: 'Název', discount: 'Sleva (%)' };
const DONE: Record<string, string> = {
  ulozena: 'Skupina je uložená.',
  nova: 'Skupina je přidaná. Občany do ní zařadíte v jejich účtech.',
  smazana: 'Skupina je smazaná.',
};

export default function Groups({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const creating = result?.values?.intent === 'create';
  const [search] = useSearchParams();
  const done = DONE[search.get('hotovo') ?? ''];
  return (
    <StaffLayout>
      <BackTo to="/sprava/obcane" title="Občané a role" />
      <h1>Skupiny se slevou</h1>
      <p>Sleva v procentech platí pro poplatky, které slevu dovolují. Už zaplacené poplatky se nemění.</p>
      {done && !result ? (
        <Notice type="success">
          <p>{done}</p>
        </Notice>
      ) : null}
      {result?.message && result.values?.intent === 'delete' ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      {loaderData.groups.length === 0 ? <p>Zatím žádná skupina.</p> : null}
      {loaderData.groups.map((g) => {
        const form = `skupina-${g.key}`;
        const mine = result?.values?.key === g.key;
        return (
          <section key={g.key} aria-labelledby={`${form}-nadpis`}>
            <h2 id={`${form}-nadpis`}>
              {g.description} ({countOf(g.members, { one: 'účet', few: 'účty', other: 'účtů' })})
            </h2>
            {mine ? <FormProblems form={form} result={result} labels={LABELS} /> : null}
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
            {g.members === 0 ? (
              <Form method="post">
                <input type="hidden" name="key" value={g.key} />
                <button type="submit" name="intent" value="delete" className="button button--secondary">
                  Smazat skupinu<span className="visually-hidden"> {g.description}</span>
                </button>
              </Form>
            ) : (
              <p>Smazat jde jen skupinu, ve které nikdo není.</p>
            )}
          </section>
        );
      })}
      <section aria-labelledby="nova-skupina">
        <h2 id="nova-skupina">Nová skupina</h2>
        {creating ? <FormProblems form="nova" result={result} labels={LABELS} /> : null}
        <Form method="post" noValidate>
          <TextField
            form="nova"
            name="description"
            label={LABELS.description}
            hint="Například Držitelé průkazu ZTP nebo Děti do 15 let."
            defaultValue={creating ? result?.values?.description : ''}
            errors={creating ? result?.errors?.description : undefined}
          />
          <TextField
            form="nova"
            name="discount"
            label={LABELS.discount}
            inputMode="numeric"
            defaultValue={creating ? result?.values?.discount : ''}
            errors={creating ? result?.errors?.discount : undefined}
          />
          <button type="submit" name="intent" value="create" className="button">
            Přidat skupinu
          </button>
        </Form>
      </section>
    </StaffLayout>
  );
}
