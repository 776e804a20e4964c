import { Form, useActionData } from 'react-router';
import { BackTo, DeleteRecord } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { deletion } from '../../../lib/editor-action.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { redirectIdParams, redirectInputSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-presmerovani-upravit';

export const meta: Route.MetaFunction = () => siteMeta('Úprava přesměrování – správa', 'Kam vede stará adresa.');

const FORM = 'presmerovani';
const LABELS = { from: 'Stará adresa', to: 'Nová adresa' };

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(redirectIdParams, params);
  return { redirect: await context.services.redirects.adminGet(context.ctx, id) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(redirectIdParams, params);
  const form = await readForm(request);
  const { services, ctx } = context;
  const deleted = await deletion(form, id, {
    confirm: 'Zaškrtněte, že přesměrování chcete smazat.',
    list: '/sprava/presmerovani',
    remove: async (redirectId) => void (await services.redirects.removeMany(ctx, [redirectId])),
  });
  if (deleted) return deleted;
  return formAction(form, async () => {
    await services.redirects.save(ctx, id, parseForm(redirectInputSchema, form));
    return { done: true as const };
  });
}

export default function RedirectEditor({ loaderData }: Route.ComponentProps) {
  const { redirect } = loaderData;
  const answer = useActionData<typeof action>();
  const refused = answer && 'done' in answer && answer.done === false ? answer : undefined;
  return (
    <StaffLayout>
      <BackTo to="/sprava/presmerovani" title="Přesměrování starých adres" />
      <h1>Přesměrování</h1>
      <ErrorSummary form={FORM} errors={refused?.errors} labels={{ ...LABELS, confirm: 'Smazat přesměrování' }} />
      {answer && 'done' in answer && answer.done ? <p role="status">Uloženo.</p> : null}
      <Form method="post" noValidate key={redirect.version}>
        <input type="hidden" name="version" value={redirect.version} />
        <TextField
          form={FORM}
          name="from"
          label={LABELS.from}
          hint="Cesta (/clanky/123) nebo celá adresa původního webu"
          defaultValue={refused?.values?.from ?? redirect.from}
          errors={refused?.errors?.from}
          required
        />
        <TextField
          form={FORM}
          name="to"
          label={LABELS.to}
          hint="Stránka tohoto webu (/aktuality/…) nebo celá adresa jinde"
          defaultValue={refused?.values?.to ?? redirect.to}
          errors={refused?.errors?.to}
          required
        />
        <button type="submit" className="button button--primary">
          Uložit
        </button>
      </Form>
      <DeleteRecord form={FORM} what="přesměrování" note="Stará adresa pak odpoví, že stránka nebyla nalezena." />
    </StaffLayout>
  );
}
