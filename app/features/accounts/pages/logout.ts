import { redirect } from 'react-router';
import { clearAuthCookie } from '../../../lib/auth.server.ts';
import type { Route } from './+types/logout';

/** Ends the session (a failure there is ignored, spec §4), forgets the cookie, goes home. */
export async function action({ context }: Route.ActionArgs) {
  await context.services.accounts.logout(context.ctx).catch(() => undefined);
  return redirect('/', { headers: { 'Set-Cookie': clearAuthCookie(context.secure) } });
}

export function loader() {
  return redirect('/');
}
