import { Form, Link, redirect, useActionData, useParams } from 'react-router';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { guestPage } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { resetPasswordSchema } from '../schemas.ts';
import type { Route } from './+types/zmena-hesla';

export const meta: Route.MetaFunction = () =>
  siteMeta('Nové heslo', 'Nastavení nového hesla k účtu občana Města Vzorov.');

const LABELS = { password: 'Nové heslo', password_confirmation: 'Nové heslo znovu' };

export const loader = guestPage;

export async function action({ request, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  return formAction({}, async () => {
    const input = parseForm(resetPasswordSchema, form, { hash: params.hash });
    await context.services.accounts.resetPassword(context.ctx, input);
    return redirect('/login?heslo=zmeneno');
  });
}

export default function ResetPassword() {
  const result = useActionData<typeof action>();
  const { hash } = useParams();
  const checks = useFormChecks(() => import('../schemas.ts').then((schemas) => schemas.resetPasswordSchema), result, {
    hash,
  });
  return (
    <div className="page page--narrow">
      <h1>Nastavení nového hesla</h1>
      {result?.errors?.hash ? (
        <Notice type="danger">
          <p>{result.errors.hash.join(' ')}</p>
          <p>
            <Link to="/obnova-hesla">Požádat o nový odkaz</Link>
          </p>
        </Notice>
      ) : (
        <ErrorSummary form="zmena" errors={checks.errors} labels={LABELS} attempt={checks.attempt} />
      )}
      <Form method="post" {...checks.form}>
        <PasswordField
          form="zmena"
          name="password"
          label={LABELS.password}
          hint="Alespoň 8 znaků."
          autoComplete="new-password"
          required
          errors={checks.errors.password}
        />
        <PasswordField
          form="zmena"
          name="password_confirmation"
          label={LABELS.password_confirmation}
          autoComplete="new-password"
          required
          errors={checks.errors.password_confirmation}
        />
        <button type="submit" className="button button--primary">
          Uložit nové heslo
        </button>
      </Form>
    </div>
  );
}
