import { redirect } from 'react-router';
import { clearAuthCookie } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/logout';

/**
 * Ends the session (a failure there is ignored, spec §4), forgets the cookie, and goes home; a login
 * made through Identita občana goes by NIA first, to end the sign-in there too (single logout).
 */
export async function action({ context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const { identity, accounts } = context.services;
  const atNia = await identity.logoutAtNia(context.ctx).catch((error: unknown) => {
    // The login here ends all the same.
    context.ctx.log.warn({ cause: error instanceof Error ? error.message : String(error) }, 'NIA logout not started');
    return null;
  });
  await accounts.logout(context.ctx).catch(() => undefined);
  return redirect(atNia ?? '/', { headers: { 'Set-Cookie': clearAuthCookie(context.secure) } });
}

export function loader() {
  return redirect('/');
}
