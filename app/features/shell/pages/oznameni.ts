import { redirect } from 'react-router';
import { z } from 'zod';
import { serializeCookie } from '../../../../common/consent.ts';
import { INTRO_COOKIE } from '../../../../common/cookies.ts';
import { safeRedirect } from '../../../../common/safe-redirect.ts';
import { parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/oznameni';

const ONE_YEAR = 31_536_000;

/**
 * The hidden fields of the announcement's button. Nothing here is refused: a key that is not one the
 * site makes is not remembered, and a missing page to go back to is the home page.
 */
const dismissSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9]{1,16}$/)
    .optional()
    .catch(undefined),
  redirectTo: z.string().catch(''),
});

/**
 * The page to go back to: a safe internal path (spec §5), with its query string (a search, a filter)
 * kept but written out again, so that nothing but encoded parameters follows the path.
 */
function backTo(target: string): string {
  const [path = '', query] = target.split(/\?(.*)/s, 2);
  const safe = safeRedirect(path, '/');
  const search = safe === path && query ? new URLSearchParams(query).toString() : '';
  return search ? `${safe}?${search}` : safe;
}

/** Hiding the announcement without JavaScript: remember it and go back to the page. */
export async function action({ request, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const { key, redirectTo } = parseForm(dismissSchema, await readForm(request));
  const headers = new Headers();
  if (key)
    headers.append('Set-Cookie', serializeCookie({ name: INTRO_COOKIE, value: key, maxAge: ONE_YEAR }, context.secure));
  return redirect(backTo(redirectTo), { headers });
}

export function loader() {
  return redirect('/');
}
