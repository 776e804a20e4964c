import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../../common/safe-redirect.ts';
import { FormProblems } from '../../../components/ui/error-summary.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { requireStaffSignIn } from '../../../lib/staff.server.ts';
import { codeSchema } from '../schemas.ts';
import type { Route } from './+types/sprava-overeni';

export const meta: Route.MetaFunction = () =>
  siteMeta('Ověření přihlášení', 'Druhý krok přihlášení do správy webu Města Vzorov.');

const LABELS = { code: 'Kód z ověřovací aplikace' };

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const actor = requireStaffSignIn(context, url);
  const back = safeRedirect(url.searchParams.get('redirect'), '/sprava');
  if (!actor.totpEnabled) throw redirect('/sprava/zabezpeceni');
  if (actor.secondFactor) throw redirect(back);
  return null;
}

export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffSignIn(context, url);
  const form = await readForm(request);
  return formAction({}, async () => {
    await context.services.staff.verify(context.ctx, parseForm(codeSchema, form));
    return redirect(safeRedirect(url.searchParams.get('redirect'), '/sprava'));
  });
}

export default function VerifySignIn() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  return (
    <div className="page page--narrow">
      <h1>Ověření přihlášení</h1>
      <p>
        Do správy webu se vstupuje ve dvou krocích. Otevřete v telefonu ověřovací aplikaci a opište kód, který ukazuje u
        Města Vzorov.
      </p>
      <FormProblems form="overeni" result={result} labels={LABELS} />
      <Form method="post" noValidate action={redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : undefined}>
        <TextField
          form="overeni"
          name="code"
          label={LABELS.code}
          hint="6 číslic. Nemáte telefon u sebe? Zadejte jeden ze záložních kódů, které jste si uložili."
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          errors={result?.errors?.code}
        />
        <button type="submit" className="button button--primary">
          Ověřit a pokračovat
        </button>
      </Form>
      <p>
        Nemáte telefon ani záložní kódy? Obraťte se na správce webu. <Link to="/ucet">Zpět do účtu</Link>
      </p>
    </div>
  );
}
