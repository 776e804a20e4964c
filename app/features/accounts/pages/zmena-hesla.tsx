import { Form, Link, redirect, useActionData } from 'react-router';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { guestPage } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { resetPasswordSchema } from '../schemas.ts';
import type { Route } from './+types/zmena-hesla';

export const meta: Route.MetaFunction = () =>
  siteMeta('Nové heslo', 'Nastavení nového hesla k účtu občana Města Vzorov.');

const LABELS = { password: 'Nové heslo', password_confirmation: 'Nové heslo znovu' };

export const loader = guestPage;

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return formAction({}, async () => {
    const input = parseForm(resetPasswordSchema, form, { hash: params.hash });
    await context.services.accounts.resetPassword(context.ctx, input);
    return redirect('/login?heslo=zmeneno');
  });
}

export default function ResetPassword() {
  const result = useActionData<typeof action>();
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
        <ErrorSummary form="zmena" errors={result?.errors} labels={LABELS} />
      )}
      <Form method="post" noValidate>
        <PasswordField
          form="zmena"
          name="password"
          label={LABELS.password}
          hint="Alespoň 8 znaků."
          autoComplete="new-password"
          required
          errors={result?.errors?.password}
        />
        <PasswordField
          form="zmena"
          name="password_confirmation"
          label={LABELS.password_confirmation}
          autoComplete="new-password"
          required
          errors={result?.errors?.password_confirmation}
        />
        <button type="submit" className="button button--primary">
          Uložit nové heslo
        </button>
      </Form>
    </div>
  );
}
