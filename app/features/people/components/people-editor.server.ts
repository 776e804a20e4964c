import type { RouterContextProvider } from 'react-router';
import { server } from '../../../lib/load-context.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { peopleIdParams } from '../schemas.ts';

/**
 * What the editors of the office, its people and the town's bodies (a department, a clerk, a
 * councillor, a meeting) do first, in their loader and action alike: only staff who may edit people
 * come in, and the address names the item by its number, or none on a new one's (`/novy`, `/nove`).
 */
export function openPeopleEditor({
  url,
  params,
  context,
}: {
  url: URL;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const loaded = context.get(server);
  requireStaffPage(loaded, url, 'people');
  const id = params.id === undefined ? null : parseParams(peopleIdParams, params).id;
  return { services: loaded.services, ctx: loaded.ctx, id };
}
