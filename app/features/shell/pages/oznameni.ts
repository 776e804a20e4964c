import { redirect } from 'react-router';
import { serializeCookie } from '../../../../common/consent.ts';
import { INTRO_COOKIE } from '../../../../common/cookies.ts';
import { safeRedirect } from '../../../../common/safe-redirect.ts';
import { readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/oznameni';

const KEY = /^[a-z0-9]{1,16}$/;
const ONE_YEAR = 31_536_000;

/**
 * The page to go back to: a safe internal path (spec §5), with its query string (a search, a filter)
 * kept but written out again, so that nothing but encoded parameters follows the path.
 */
function backTo(target: FormDataEntryValue | null): string {
  const [path = '', query] = String(target ?? '').split(/\?(.*)/s, 2);
  const safe = safeRedirect(path, '/');
  const search = safe === path && query ? new URLSearchParams(query).toString() : '';
  return search ? `${safe}?${search}` : safe;
}

/** Hiding the announcement without JavaScript: remember it and go back to the page. */
export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const form = await readForm(request);
  const key = String(form.get('key') ?? '');
  const headers = new Headers();
  if (KEY.test(key))
    headers.append('Set-Cookie', serializeCookie({ name: INTRO_COOKIE, value: key, maxAge: ONE_YEAR }, context.secure));
  return redirect(backTo(form.get('redirectTo')), { headers });
}

export function loader() {
  return redirect('/');
}
