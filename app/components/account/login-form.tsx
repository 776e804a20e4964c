import { type FetcherWithComponents, Form, Link } from 'react-router';
import type { FormResult } from '../../lib/form-result.ts';
import { Notice } from '../ui/error-summary.tsx';
import { CheckboxField, PasswordField, TextField } from '../ui/form-fields.tsx';
import styles from './login-form.module.css';

/**
 * E-mail, password (with reveal), "remember me" and the links to the password
 * reset and the registration (spec §2). Used by the login page and by the
 * header's account widget; both post to the /login action.
 */
export function LoginForm({
  id,
  result,
  redirectTo,
  fetcher,
}: {
  id: string;
  result: FormResult | undefined;
  redirectTo?: string | null;
  fetcher?: FetcherWithComponents<unknown>;
}) {
  const FormComponent = fetcher ? fetcher.Form : Form;
  const allErrors = Object.values(result?.errors ?? {}).flat();
  // The way back rides in the address too: a refused attempt is shown again at the address posted to
  // (with or without JavaScript), and that page's form, notices and link to NIA read it from there.
  const action = redirectTo ? `/login?${new URLSearchParams({ redirect: redirectTo })}` : '/login';
  return (
    <FormComponent method="post" action={action} className={styles.form} noValidate>
      {allErrors.length > 0 ? (
        <Notice type="danger">
          <p>{allErrors.join(', ')}</p>
        </Notice>
      ) : result?.message && !result.done ? (
        <Notice type="danger">
          <p>{result.message}</p>
        </Notice>
      ) : null}
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      {/* The account's name is its e-mail: a text field with the e-mail keyboard and `username`, which
          password managers pair with the password below and which is valid for a text field under every
          reading of the HTML spec (`username` on type=email was not, before 2020, and older checkers still
          say so). */}
      <TextField
        form={id}
        name="email"
        label="E-mail"
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        defaultValue={result?.values?.email}
        errors={result?.errors?.email}
      />
      <PasswordField
        form={id}
        name="password"
        label="Heslo"
        autoComplete="current-password"
        required
        errors={result?.errors?.password}
      />
      <CheckboxField
        form={id}
        name="remember"
        label="Zapamatovat si mě"
        defaultChecked={result?.values?.remember === 'on'}
      />
      <button type="submit" className="button button--primary">
        Přihlásit se
      </button>
      <p className={styles.links}>
        <Link to="/obnova-hesla">Zapomněli jste heslo?</Link>
        <Link to="/registrace">Registrace nového účtu</Link>
      </p>
    </FormComponent>
  );
}
