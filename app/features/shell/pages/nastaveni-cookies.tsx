import { useEffect } from 'react';
import { Form, redirect, useLoaderData, useSearchParams } from 'react-router';
import { choiceFromForm, consentCookies, readConsent, serializeCookie } from '../../../../common/consent.ts';
import { isSafeRedirect } from '../../../../common/safe-redirect.ts';
import { ConsentSwitches } from '../../../components/layout/consent-switches.tsx';
import { pushConsentUpdate, readBrowserConsent } from '../../../lib/consent.client.ts';
import { readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import type { Route } from './+types/nastaveni-cookies';

export const meta: Route.MetaFunction = () =>
  siteMeta('Nastavení cookies', 'Jaké cookies web Města Vzorov používá a jak změnit svůj souhlas.');

export function loader({ request }: Route.LoaderArgs) {
  return readConsent(request.headers.get('cookie'));
}

/**
 * Stores a consent choice in cookies. The consent bar posts here when the
 * browser runs no JavaScript; this page posts here always.
 */
export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  const headers = new Headers();
  for (const cookie of consentCookies(choiceFromForm(form))) {
    headers.append('Set-Cookie', serializeCookie(cookie, context.secure));
  }
  const back = form.get('redirectTo');
  return redirect(isSafeRedirect(back) ? back : '/nastaveni-cookies?ulozeno=1', { headers });
}

export default function CookieSettings() {
  const consent = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const saved = params.has('ulozeno');
  // The choice was stored by the server; tell Consent Mode in this page too.
  useEffect(() => {
    if (saved) pushConsentUpdate(readBrowserConsent().flags);
  }, [saved]);
  const state = (on: boolean) => (on ? 'povoleny' : 'nepovoleny');
  return (
    <div className="page page--narrow">
      <h1>Nastavení cookies</h1>
      <div role="status">{saved ? <p className="notice notice--success">Vaše volba byla uložena.</p> : null}</div>
      <p>
        Cookies jsou malé soubory, které si web ukládá ve vašem prohlížeči. Volbu můžete kdykoli změnit; platí jeden
        rok.
      </p>
      <dl className="definition-list">
        <dt>Technické cookies</dt>
        <dd>
          Nutné pro fungování webu: přihlášení, zapamatování této volby, jazyka webu (na rok) a skrytí přečteného
          oznámení. Nelze je vypnout.
        </dd>
        <dt>Analytické cookies</dt>
        <dd>Anonymní statistiky návštěvnosti, podle kterých web zlepšujeme. Nyní {state(consent.flags.analytical)}.</dd>
        <dt>Marketingové cookies</dt>
        <dd>Měření kampaní a obsah třetích stran (např. vložená videa). Nyní {state(consent.flags.marketing)}.</dd>
      </dl>
      <Form method="post" className="stack">
        <ConsentSwitches flags={consent.flags} />
        <div className="button-row">
          <button type="submit" name="choice" value="selected" className="button button--primary">
            Uložit volbu
          </button>
          <button type="submit" name="choice" value="all" className="button button--secondary">
            Přijmout vše
          </button>
          <button type="submit" name="choice" value="none" className="button button--secondary">
            Odmítnout vše
          </button>
        </div>
      </Form>
    </div>
  );
}
