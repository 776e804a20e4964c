import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { BodyPage } from '../components/body-page.tsx';
import type { Route } from './+types/rada';

const INTRO =
  'Rada města má pět členů: starostku, dva místostarosty a dva radní. Schází se zpravidla jednou za dva až tři týdny; její schůze nejsou veřejné, usnesení ano.';

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { body: await context.services.people.getBody(context.ctx, 'rada') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => siteMeta(loaderData?.body.name ?? 'rada', INTRO);

export default function Body({ loaderData }: Route.ComponentProps) {
  return <BodyPage body={loaderData.body} intro={INTRO} />;
}
