import { Form, Link, useActionData } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import type { FormResult } from '../../../lib/form-result.ts';
import { formAction, parseInput } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { confirmEmailSchema } from '../schemas.ts';
import type { Route } from './+types/registrace-potvrzeni';

export const meta: Route.MetaFunction = () =>
  siteMeta('Potvrzení e-mailu', 'Potvrzení e-mailové adresy k účtu občana Města Vzorov.');

/**
 * The mailed link opens this page and a button confirms: a GET never uses up
 * the link, so mail scanners that open links do not spend it.
 */
export async function action({ params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  return formAction({}, async () => {
    const { message } = await context.services.accounts.confirmEmail(
      context.ctx,
      parseInput(confirmEmailSchema, params),
    );
    return { done: true, message } satisfies FormResult;
  });
}

export default function ConfirmEmail() {
  const result = useActionData<typeof action>();
  return (
    <div className="page page--narrow">
      <h1>Potvrzení e-mailové adresy</h1>
      {result?.done ? (
        <>
          <Notice type="success">
            <p>{result.message}</p>
          </Notice>
          <p>
            <Link to="/login" className="button button--primary">
              Přihlásit se
            </Link>
          </p>
        </>
      ) : (
        <>
          {result?.errors?.hash ? (
            <Notice type="danger">
              <p>{result.errors.hash.join(' ')}</p>
              <p>
                Nový odkaz dostanete přes <Link to="/obnova-hesla">obnovu hesla</Link>: nastavením hesla odkazem z
                e-mailu se potvrdí i vaše adresa.
              </p>
            </Notice>
          ) : null}
          <p>Dokončete registraci potvrzením, že tato e-mailová adresa patří vám.</p>
          <Form method="post">
            <button type="submit" className="button button--primary">
              Potvrdit e-mailovou adresu
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
