import { Form, Link, useActionData } from 'react-router';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import { guestPage } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { DETAIL_LABELS, DetailsFields } from '../components/details-fields.tsx';
import { mailedRequest } from '../guest-requests.server.ts';
import { registerSchema } from '../schemas.ts';
import type { Route } from './+types/registrace';

export const meta: Route.MetaFunction = () =>
  siteMeta('Registrace', 'Založte si účet občana Města Vzorov a vyřizujte žádosti, platby a rezervace online.');

const LABELS = { ...DETAIL_LABELS, password: 'Heslo', password_confirmation: 'Heslo znovu' };

export const loader = guestPage;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, ctx } = context.get(server);
  return mailedRequest(request, registerSchema, (input) => services.accounts.register(ctx, input));
}

export default function Register() {
  const result = useActionData<typeof action>();
  const checks = useFormChecks(() => import('../schemas.ts').then((schemas) => schemas.registerSchema), result);
  if (result?.done) {
    return (
      <div className="page page--narrow">
        <h1>Zkontrolujte svůj e-mail</h1>
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
        <p>
          E-mail přišel na adresu <strong>{result.values?.email}</strong>. Pokud ho nevidíte, podívejte se i do složky s
          nevyžádanou poštou. Odkaz platí 24 hodin.
        </p>
        <p>
          <Link to="/login">Přejít na přihlášení</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>Registrace</h1>
      <p>
        Účet občana vám umožní podávat žádosti online, sledovat své případy, platby a rezervace. Máte už účet?{' '}
        <Link to="/login">Přihlaste se</Link>.
      </p>
      <ErrorSummary form="registrace" errors={checks.errors} labels={LABELS} attempt={checks.attempt} />
      <Form method="post" {...checks.form}>
        <DetailsFields form="registrace" result={{ ...result, errors: checks.errors }} />
        <PasswordField
          form="registrace"
          name="password"
          label={LABELS.password}
          hint="Alespoň 8 znaků. Nejlépe několik slov, která si zapamatujete."
          autoComplete="new-password"
          required
          errors={checks.errors.password}
        />
        <PasswordField
          form="registrace"
          name="password_confirmation"
          label={LABELS.password_confirmation}
          autoComplete="new-password"
          required
          errors={checks.errors.password_confirmation}
        />
        <p>
          Údaje zpracováváme podle <Link to="/ochrana-osobnich-udaju">zásad ochrany osobních údajů</Link>.
        </p>
        <button type="submit" className="button button--primary">
          Zaregistrovat se
        </button>
      </Form>
    </div>
  );
}
