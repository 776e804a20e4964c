import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { loadCalendar } from '../components/event-calendar.server.ts';
import { EventCalendar } from '../components/event-calendar.tsx';
import type { Route } from './+types/akce-kalendar';

/** The calendar on its own page: where its links lead without JavaScript, and what the widget loads with it. */
export const loader = async ({ url, context }: Route.LoaderArgs) => ({
  calendar: await loadCalendar(context.get(server), url),
});

export const meta: Route.MetaFunction = () =>
  siteMeta('Kalendář akcí', 'Měsíční kalendář akcí ve Vzorově: vyberte den a uvidíte, co se v něm koná.');

export default function EventCalendarPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Akce', to: '/akce' }, { text: 'Kalendář akcí' }]} />
      <h1>Kalendář akcí</h1>
      <EventCalendar data={loaderData.calendar} />
    </div>
  );
}
