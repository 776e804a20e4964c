import { Form, redirect, useSearchParams } from 'react-router';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { CheckboxField } from '../../../components/ui/form-fields.tsx';
import { formAction, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import type { Route } from './+types/sprava-kontrola';

export const meta: Route.MetaFunction = () =>
  siteMeta('Kontrola před zveřejněním – správa', 'Které části webu zveřejňuje kolega až po kontrole.');

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  return { policies: await context.services.staff.reviewPolicyList(context.ctx) };
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const form = await readForm(request);
  return formAction({}, async () => {
    for (const policy of await context.services.staff.reviewPolicyList(context.ctx)) {
      const required = form.get(`required.${policy.section}`) !== null;
      if (required !== policy.required)
        await context.services.staff.setReviewRequired(context.ctx, policy.section, required);
    }
    return redirect('/sprava/kontrola?ulozeno=1');
  });
}

export default function ReviewPolicies({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <h1>Kontrola před zveřejněním</h1>
      {params.get('ulozeno') ? (
        <Notice type="success">
          <p>Nastavení kontroly je uložené.</p>
        </Notice>
      ) : null}
      <p>
        Kde je kontrola zapnutá, redaktor svůj koncept předá ke kontrole, ostatní redaktoři té části webu a správci
        dostanou e-mail a koncept zveřejní, nebo ho s komentářem vrátí. Vlastní koncept nikdo neschvaluje. Opravy už
        zveřejněného obsahu kontrolou neprocházejí.
      </p>
      <Form method="post">
        <fieldset>
          <legend>Části webu, které kontrolu vyžadují</legend>
          {loaderData.policies.map((policy) => (
            <CheckboxField
              key={policy.section}
              form="kontrola"
              name={`required.${policy.section}`}
              label={policy.name}
              defaultChecked={policy.required}
            />
          ))}
        </fieldset>
        <button type="submit" className="button button--primary">
          Uložit
        </button>
      </Form>
    </StaffLayout>
  );
}
