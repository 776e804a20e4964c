import { redirect } from 'react-router';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { EventPage } from '../components/event-page.tsx';
import { eventPath } from '../paths.ts';
import type { Route } from './+types/akce-detail';
import { loadEvent } from './load.server.ts';

export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const loaded = await loadEvent(context.get(server), params.id);
  // The id decides; an old or mistyped slug moves to the right address.
  if (params.slug !== loaded.event.slug) throw redirect(eventPath(loaded.event), 301);
  return loaded;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...siteMeta(loaderData.event.title, loaderData.event.perex, 'article'),
        ...(loaderData.event.image ? [{ property: 'og:image', content: loaderData.event.image.url }] : []),
      ]
    : [];

export default function EventDetailPage({ loaderData: { event } }: Route.ComponentProps) {
  return <EventPage event={event} />;
}
