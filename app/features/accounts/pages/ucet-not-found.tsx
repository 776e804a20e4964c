import { data } from 'react-router';
import { requireUser } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/ucet-not-found';

/**
 * Account pages that do not exist (yet): the visitor logs in first, as on any
 * account page, and then sees "Stránka nenalezena".
 */
export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  await requireUser(context, url);
  throw data('This page could not be found', { status: 404 });
}

export default function AccountNotFound() {
  return null;
}
