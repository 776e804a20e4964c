import { Form } from 'react-router';
import styles from '../../../components/account/account.module.css';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { CheckboxField, PasswordField } from '../../../components/ui/form-fields.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';

/**
 * The account page's removal of the account: what the office must keep by law, then the password (or,
 * without one, a tick) that confirms it.
 */
export function AccountRemoval({
  hasPassword,
  kept,
  result,
}: {
  hasPassword: boolean;
  /** What the office must keep by law (personal data's erasure plan), and why. */
  kept: { what: string; why: string; law: string }[];
  result: FormResult | undefined;
}) {
  const removalChecks = useFormChecks(() => import('../schemas.ts').then((s) => s.deleteMeSchema), result);
  return (
    <section className={styles.section} aria-labelledby="zruseni-titulek">
      <h2 id="zruseni-titulek">Zrušení účtu</h2>
      <p>Zrušením účtu vymažeme vaše osobní údaje a odhlásíme vás. Tento krok nelze vrátit.</p>
      {kept.length > 0 ? (
        <>
          <p>Co musí úřad ze zákona uchovat i potom:</p>
          <ul>
            {kept.map((item) => (
              <li key={item.what}>
                <strong>{item.what}</strong>: {item.why} <span className={styles.muted}>({item.law})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ErrorSummary
        form="zruseni"
        errors={removalChecks.errors}
        labels={{ password: 'Heslo', confirm: 'Potvrzení' }}
        attempt={removalChecks.attempt}
      />
      <Form method="post" {...removalChecks.form}>
        <input type="hidden" name="intent" value="delete" />
        {hasPassword ? (
          <PasswordField
            form="zruseni"
            name="password"
            label="Pro potvrzení zadejte své heslo"
            autoComplete="current-password"
            required
            errors={removalChecks.errors.password}
          />
        ) : (
          <CheckboxField
            form="zruseni"
            name="confirm"
            label="Rozumím, že zrušení účtu nelze vrátit"
            required
            errors={removalChecks.errors.confirm}
          />
        )}
        <button type="submit" className="button button--secondary">
          Zrušit účet
        </button>
      </Form>
    </section>
  );
}
