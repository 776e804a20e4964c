import { type RouterContextProvider, redirect } from 'react-router';
import type { z } from 'zod';
import { Refusal } from '../../server/lib/http-errors.ts';
import type { Actor } from '../../server/lib/service-context.ts';
import { forbidden, requireStaff, type StaffNeed } from '../../server/lib/staff.ts';
import { staffIdParams } from '../../server/lib/staff-item-routes.ts';
import { listQuery } from './list-query.ts';
import { type ServerLoadContext, server } from './load-context.ts';
import { parseParams } from './refusals.server.ts';

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

/** What a staff page's loader or action is given (React Router's arguments). */
export interface PageArgs {
  url: URL;
  context: Readonly<RouterContextProvider>;
}

/** A staff page's loader or action, its start: the section's gate, then the services to call. */
export function staffPage(args: PageArgs, need: StaffNeed) {
  const context = args.context.get(server);
  requireStaffPage(context, args.url, need);
  return { services: context.services, ctx: context.ctx };
}

/**
 * A staff list page's loader, its start: the section's gate, then the list's query from the address
 * (`listQuery`: the address's names of the filters, and the fields the address does not set).
 */
export function staffListPage<S extends z.ZodType<Record<string, unknown>>>(
  args: PageArgs,
  need: StaffNeed,
  schema: S,
  names: Record<string, string>,
  fixed: Record<string, unknown>,
) {
  return { ...staffPage(args, need), ...listQuery(schema, args.url, names, fixed) };
}

/**
 * An item's editor page (`/sprava/<section>/:id`, or without the id for a new item), its loader's or
 * action's start: the section's gate, then the item the path names (`id`, null for a new one; a path
 * that names none is the 404 page).
 */
export function staffEditorPage(args: PageArgs & { params: { id?: string } }, need: StaffNeed) {
  const page = staffPage(args, need);
  const id = args.params.id === undefined ? null : parseParams(staffIdParams, args.params).id;
  return { id, ...page };
}
