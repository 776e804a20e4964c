import { parse as parseCookies } from 'cookie';
import { Form, Link, redirect, redirectDocument, useActionData } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { ErrorSummary } from '../../../components/ui/error-summary.tsx';
import { authCookie, formValues } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { useFormChecks } from '../../../lib/use-form-checks.ts';
import { DETAIL_LABELS, DetailsFields } from '../../accounts/components/details-fields.tsx';
import { verifiedRegisterSchema } from '../../accounts/schemas.ts';
import { REQUEST_COOKIE } from '../nia.ts';
import type { Route } from './+types/novy-ucet';

const TITLE = 'Dokončete přihlášení přes Identitu občana';
const FORM = 'novy-ucet';

/** The browser's request ID: the answer is this browser's only. */
const requestIdOf = (request: Request) => parseCookies(request.headers.get('cookie') ?? '')[REQUEST_COOKIE];
const gone = () => redirect('/identitaobcana/nepodarilo?duvod=unknown');
/** A token as the site makes them (base64url); anything else is no answer at all. */
const TOKEN = /^[\w-]{16,64}$/;

/**
 * An identity NIA has vouched for that no account here has yet: its person signs in to the account
 * they have (and the identity is linked to it), or makes one with it. Never linked by name or e-mail.
 */
export async function loader({ request, params: { token }, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const requestId = requestIdOf(request);
  if (!TOKEN.test(token)) throw gone();
  // Signed in meanwhile (the way back from the login below): the last step links it.
  if (context.viewer) throw redirectDocument(`/identitaobcana/dokonceni?t=${token}`);
  const person = await context.services.identity.pendingIdentity(context.ctx, token, requestId);
  if (!person) throw gone();
  return {
    person,
    // A path, not a query: the login's way back takes paths only.
    login: `/login?redirect=${encodeURIComponent(`/identitaobcana/novy-ucet/${token}`)}`,
    initial: { firstname: readable(person.givenName), lastname: readable(person.familyName) },
  };
}

export async function action({ request, params: { token }, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  return formAction(formValues(form), async () => {
    const input = parseForm(verifiedRegisterSchema, form);
    const result = await context.services.identity.createAccount(context.ctx, token, requestIdOf(request), input);
    if (result.outcome === 'unknown') return gone();
    if (result.outcome === 'linked-elsewhere') return redirect('/identitaobcana/nepodarilo?duvod=linked-elsewhere');
    return redirect(`${result.returnTo}?ucet=zalozen`, {
      headers: { 'Set-Cookie': authCookie(result.session, { remember: false, secure: context.secure }) },
    });
  });
}

export const meta: Route.MetaFunction = () =>
  siteMeta(TITLE, 'Propojte svou Identitu občana s účtem na webu Města Vzorov, nebo si s ní účet založte.');

export default function NewAccount({ loaderData: d }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const checks = useFormChecks(() => import('../../accounts/schemas.ts').then((s) => s.verifiedRegisterSchema), result);
  const name = [d.person.givenName, d.person.familyName].filter(Boolean).join(' ');
  return (
    <div className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Identita občana', to: '/identitaobcana' }, { text: 'Dokončení přihlášení' }]} />
      <h1>{TITLE}</h1>
      <p className="lead">
        Identita občana ověřila
        {name ? (
          <>
            {' '}
            vaši totožnost: <strong>{name}</strong>
          </>
        ) : (
          ' vaši totožnost'
        )}{' '}
        (úroveň záruky {d.person.levelName}). Na tomto webu k ní zatím nepatří žádný účet.
      </p>

      <h2>Máte tu už účet?</h2>
      <p>Přihlaste se do něj e-mailem a heslem a identitu s ním propojíme. Příště se přihlásíte rovnou přes ni.</p>
      <p>
        <Link to={d.login} className="button button--secondary">
          Přihlásit se a propojit účet
        </Link>
      </p>

      <h2>Založit nový účet</h2>
      <p>
        Heslo nepotřebujete, přihlašovat se budete přes Identitu občana. E-mail potřebujeme pro zprávy o vašich
        žádostech a platbách; pošleme na něj odkaz k potvrzení.
      </p>
      <ErrorSummary form={FORM} errors={checks.errors} labels={DETAIL_LABELS} attempt={checks.attempt} />
      <Form method="post" {...checks.form}>
        <DetailsFields form={FORM} result={{ ...result, errors: checks.errors }} initial={d.initial} />
        <p>
          Údaje zpracováváme podle <Link to="/ochrana-osobnich-udaju">zásad ochrany osobních údajů</Link>. Z Identity
          občana si ponecháme jen jméno, příjmení a datum narození.
        </p>
        <button type="submit" className="button button--primary">
          Založit účet
        </button>
      </Form>
    </div>
  );
}

/** A name as NIA sends it, in capitals, written as a person would write it ("DVOŘÁKOVÁ-NOVÁ" → "Dvořáková-Nová"). */
function readable(name: string | null): string {
  return (name ?? '')
    .toLocaleLowerCase('cs')
    .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('cs'));
}
