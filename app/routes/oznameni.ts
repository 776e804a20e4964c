import { redirect } from 'react-router';
import { serializeCookie } from '../../common/consent.ts';
import { INTRO_COOKIE } from '../../common/cookies.ts';
import { safeRedirect } from '../../common/safe-redirect.ts';
import { readForm } from '../lib/forms.server.ts';
import type { Route } from './+types/oznameni';

const KEY = /^[a-z0-9]{1,16}$/;
const ONE_YEAR = 31_536_000;

/** Closing the announcement without JavaScript: remember it and go back. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const key = String(form.get('key') ?? '');
  const headers = new Headers();
  if (KEY.test(key))
    headers.append('Set-Cookie', serializeCookie({ name: INTRO_COOKIE, value: key, maxAge: ONE_YEAR }, context.secure));
  return redirect(safeRedirect(form.get('redirectTo'), '/'), { headers });
}

export function loader() {
  return redirect('/');
}
