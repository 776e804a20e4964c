import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { BodyPage } from '../components/body-page.tsx';
import type { Route } from './+types/zastupitelstvo';

const INTRO =
  'Zastupitelstvo má 15 členů zvolených na čtyři roky. Zasedá zpravidla jednou za dva měsíce; zasedání jsou veřejná a každý občan na nich může vystoupit.';

export async function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  return { body: await context.services.people.getBody(context.ctx, 'zastupitelstvo') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => siteMeta(loaderData?.body.name ?? 'zastupitelstvo', INTRO);

export default function Body({ loaderData }: Route.ComponentProps) {
  return <BodyPage body={loaderData.body} intro={INTRO} />;
}
