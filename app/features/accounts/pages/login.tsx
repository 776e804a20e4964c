import { parse as parseCookies } from 'cookie';
import { redirect, useActionData, useSearchParams } from 'react-router';
import { DEVICE_COOKIE, GUEST_CART_COOKIE } from '../../../../common/cookies.ts';
import { safeRedirect } from '../../../../common/safe-redirect.ts';
import { LoginForm } from '../../../components/account/login-form.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { authCookie, deviceCookie, formValues, guestPage } from '../../../lib/auth.server.ts';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { clearGuestCartCookie } from '../../../lib/guest-cart.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { loginRequestSchema } from '../schemas.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  siteMeta(
    'Přihlášení',
    'Přihlášení do účtu občana Města Vzorov: žádosti, platby, rezervace a odpady na jednom místě.',
  );

export async function loader(args: Route.LoaderArgs) {
  await guestPage(args);
  const { services, ctx } = args.context.get(server);
  return { nia: await services.identity.available(ctx) };
}

/** Logs in (page and header widget): the token goes into the HttpOnly cookie, then to the safe target. */
export async function action({ request, url, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  const values = formValues(form);
  return formAction(values, async () => {
    const cookies = parseCookies(request.headers.get('cookie') ?? '');
    const input = parseForm(loginRequestSchema, form, {
      // A browser that has logged into this account before is not locked out by others' guesses.
      device: cookies[DEVICE_COOKIE],
      guestCart: cookies[GUEST_CART_COOKIE],
    });
    const { token, device } = await context.services.accounts.login(context.ctx, input);
    const target = safeRedirect(form.get('redirect') ?? url.searchParams.get('redirect'), '/ucet');
    const headers = new Headers();
    headers.append('Set-Cookie', authCookie(token, { remember: input.remember, secure: context.secure }));
    headers.append('Set-Cookie', deviceCookie(device, context.secure));
    // The guest cart has joined the account's.
    if (input.guestCart) headers.append('Set-Cookie', clearGuestCartCookie(context.secure));
    return redirect(target, { headers });
  });
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  // Where the visitor was going: the address says it, or, after an attempt posted without it, the form did.
  const redirectTo = params.get('redirect') ?? result?.values?.redirect ?? null;
  const back = safeRedirect(redirectTo, '/ucet');
  return (
    <div className="page page--narrow">
      <h1>Přihlášení</h1>
      {params.get('heslo') === 'zmeneno' ? (
        <Notice type="success">
          <p>Heslo je změněné. Přihlaste se prosím novým heslem.</p>
        </Notice>
      ) : null}
      {params.get('potvrzeno') ? (
        <Notice type="success">
          <p>E-mailová adresa je potvrzená. Nyní se můžete přihlásit.</p>
        </Notice>
      ) : null}
      {params.has('redirect') && !result ? (
        <Notice type="info">
          <p>Tato stránka je jen pro přihlášené. Po přihlášení vás na ni vrátíme.</p>
        </Notice>
      ) : null}
      <LoginForm id="login" result={result} redirectTo={redirectTo} />
      {loaderData.nia ? (
        <section aria-labelledby="nia-nadpis">
          <h2 id="nia-nadpis">Přes Identitu občana</h2>
          <p>eObčankou, Mobilním klíčem eGovernmentu, bankovní identitou nebo jiným prostředkem, který už máte.</p>
          {/* A full navigation: the sign-in continues on NIA's site. */}
          <a className="button button--secondary" href={`/identitaobcana/prihlasit?zpet=${encodeURIComponent(back)}`}>
            Přihlásit se přes Identitu občana
          </a>
        </section>
      ) : null}
    </div>
  );
}
