import { data } from 'react-router';
import type { BodyData } from '../../common/people.ts';
import { BodyPage } from '../components/people/body-page.tsx';
import { siteMeta } from '../lib/meta.ts';
import type { Route } from './+types/rada';

const INTRO =
  'Rada města má pět členů: starostku, dva místostarosty a dva radní. Schází se zpravidla jednou za dva až tři týdny; její schůze nejsou veřejné, usnesení ano.';

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.api.get<{ data: BodyData }>('/api/bodies/rada');
  if (response.status !== 200) throw data('This page could not be found', { status: 404 });
  return { body: response.data.data };
}

export const meta: Route.MetaFunction = ({ data }) => siteMeta(data?.body.name ?? 'rada', INTRO);

export default function Body({ loaderData }: Route.ComponentProps) {
  return <BodyPage body={loaderData.body} intro={INTRO} />;
}
