import { redirect } from 'react-router';
import { Refusal } from '../../server/lib/http-errors.ts';
import type { Actor } from '../../server/lib/service-context.ts';
import { forbidden, requireStaff, type StaffNeed } from '../../server/lib/staff.ts';
import type { ServerLoadContext } from './load-context.ts';

/** Where to come back to: the path only, as the safe-redirect rule (spec §5) allows no query. */
const here = (url: URL) => encodeURIComponent(url.pathname);

/**
 * Staff pages (`/sprava/*`): an anonymous visitor goes to log in, a resident or an editor of another
 * section gets the 404 page, and a staff member goes first to set up the authenticator app, then to
 * confirm this login with its code, and comes back here.
 */
export function requireStaffPage(context: ServerLoadContext, url: URL, need?: StaffNeed): Actor {
  const actor = requireStaffSignIn(context, url, need);
  if (!actor.totpEnabled) throw redirect('/sprava/zabezpeceni');
  if (!actor.secondFactor) throw redirect(`/sprava/overeni?redirect=${here(url)}`);
  return requireStaff(context.ctx, need);
}

/** The sign-in steps themselves: logged in and on the staff, the second factor not yet given. */
export function requireStaffSignIn(context: ServerLoadContext, url: URL, need?: StaffNeed): Actor {
  const actor = context.ctx.actor;
  if (!actor) throw redirect(`/login?redirect=${here(url)}`);
  try {
    requireStaff({ actor: { ...actor, secondFactor: true } }, need);
  } catch {
    throw new Refusal(forbidden());
  }
  return actor;
}
