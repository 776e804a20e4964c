import { Link } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { EventPage } from '../components/event-page.tsx';
import { eventParams } from '../schemas.ts';
import type { Route } from './+types/sprava-akce-nahled';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`Náhled: ${loaderData?.event.title ?? 'akce'}`, 'Náhled akce, jak ji uvidí návštěvníci webu.');

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  const { id } = parseParams(eventParams, params);
  const { services, ctx } = context;
  const [event, stored] = await Promise.all([services.events.preview(ctx, id), services.events.adminGet(ctx, id)]);
  return { event, status: stored.status };
}

/** The event as visitors will see it, under a notice that says whether they can yet. */
export default function EventPreview({ loaderData }: Route.ComponentProps) {
  const { event, status } = loaderData;
  return (
    <>
      <div className="page page--narrow">
        <Notice type="info">
          <p>
            <strong>Náhled.</strong>{' '}
            {
              {
                draft: 'Akce je koncept: návštěvníci ji zatím nevidí.',
                proposed: 'Akci navrhl občan a čeká na rozhodnutí: návštěvníci ji zatím nevidí.',
                rejected: 'Návrh akce byl zamítnut: návštěvníci ho nevidí.',
                published: 'Akce je zveřejněná.',
              }[status]
            }{' '}
            <Link to={`/sprava/akce/${event.id}`}>Zpět k úpravám</Link>
          </p>
        </Notice>
      </div>
      <EventPage event={event} />
    </>
  );
}
