import { Form, Link } from 'react-router';
import styles from '../../../components/account/account.module.css';
import { ErrorSummary, Notice } from '../../../components/ui/error-summary.tsx';
import { PasswordField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';

const PASSWORD_LABELS = {
  current_password: 'Současné heslo',
  password: 'Nové heslo',
  password_confirmation: 'Nové heslo znovu',
};

/** The account page's change of password; an account made through Identita občana has none to change. */
export function PasswordChange({ hasPassword, result }: { hasPassword: boolean; result: FormResult | undefined }) {
  const passwordChecks = useFormChecks(() => import('../schemas.ts').then((s) => s.changePasswordSchema), result);
  return (
    <section className={styles.section} aria-labelledby="heslo-titulek">
      <h2 id="heslo-titulek">Změna hesla</h2>
      {result?.done ? (
        <Notice type="success">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      {hasPassword ? (
        <>
          <ErrorSummary
            form="heslo"
            errors={passwordChecks.errors}
            labels={PASSWORD_LABELS}
            attempt={passwordChecks.attempt}
          />
          <Form method="post" {...passwordChecks.form}>
            <input type="hidden" name="intent" value="password" />
            <PasswordField
              form="heslo"
              name="current_password"
              label={PASSWORD_LABELS.current_password}
              autoComplete="current-password"
              required
              errors={passwordChecks.errors.current_password}
            />
            <PasswordField
              form="heslo"
              name="password"
              label={PASSWORD_LABELS.password}
              hint="Alespoň 8 znaků."
              autoComplete="new-password"
              required
              errors={passwordChecks.errors.password}
            />
            <PasswordField
              form="heslo"
              name="password_confirmation"
              label={PASSWORD_LABELS.password_confirmation}
              autoComplete="new-password"
              required
              errors={passwordChecks.errors.password_confirmation}
            />
            <button type="submit" className="button button--primary">
              Změnit heslo
            </button>
          </Form>
        </>
      ) : (
        <p>
          Heslo nemáte: přihlašujete se přes Identitu občana. Chcete-li se přihlašovat i e-mailem a heslem, nastavte si
          ho odkazem ze stránky <Link to="/obnova-hesla">Zapomenuté heslo</Link>.
        </p>
      )}
    </section>
  );
}
