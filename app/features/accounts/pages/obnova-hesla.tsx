import { Form, Link, useActionData } from 'react-router';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { guestPage } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { mailedRequest } from '../guest-requests.server.ts';
import { forgotPasswordSchema } from '../schemas.ts';
import type { Route } from './+types/obnova-hesla';

export const meta: Route.MetaFunction = () =>
  siteMeta('Obnova hesla', 'Zapomněli jste heslo k účtu občana? Pošleme vám odkaz pro nastavení nového.');

export const loader = guestPage;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, ctx } = context.get(server);
  return mailedRequest(request, forgotPasswordSchema, (input) => services.accounts.forgotPassword(ctx, input));
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const checks = useFormChecks(() => import('../schemas.ts').then((schemas) => schemas.forgotPasswordSchema), result);
  return (
    <div className="page page--narrow">
      <h1>Obnova hesla</h1>
      {result?.done ? (
        <>
          <Notice type="success">
            <p>{result.message}</p>
          </Notice>
          <p>Odkaz platí jednu hodinu. Když e-mail nepřijde, podívejte se i do nevyžádané pošty.</p>
        </>
      ) : (
        <>
          <p>Zadejte e-mail, se kterým jste se registrovali. Pošleme vám odkaz pro nastavení nového hesla.</p>
          <ErrorSummary form="obnova" errors={checks.errors} labels={{ email: 'E-mail' }} attempt={checks.attempt} />
          {result?.message && !result.errors?.email ? (
            <Notice type="danger">
              <p>{result.message}</p>
            </Notice>
          ) : null}
          <Form method="post" {...checks.form}>
            <TextField
              form="obnova"
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              defaultValue={result?.values?.email}
              errors={checks.errors.email}
            />
            <button type="submit" className="button button--primary">
              Poslat odkaz
            </button>
          </Form>
        </>
      )}
      <p>
        <Link to="/login">Zpět na přihlášení</Link>
      </p>
    </div>
  );
}
