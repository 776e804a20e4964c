import { useActionData } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { requireUser } from '../../../lib/auth.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { ReporterView } from '../components/reporter-view.tsx';
import { reporterAction } from '../reporter-page.server.ts';
import { defectNumberParams } from '../schemas.ts';
import type { Route } from './+types/ucet-moje-zavada';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData ? `${loaderData.d.number}: ${loaderData.d.category} | Moje hlášení závad` : 'Moje hlášení závad',
    'Jak se vyřizuje vaše hlášení závady.',
  );

// Someone else's report answers 404, exactly like one that does not exist.
export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { number } = parseParams(defectNumberParams, params);
  return { d: await context.services.defects.reporterDefect(context.ctx, { number }) };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireUser(context, url);
  const { number } = parseParams(defectNumberParams, params);
  return reporterAction(request, context, { number }, `/ucet/moje-zavady/${number}`);
}

export default function MyDefect({ loaderData: { d } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Moje hlášení závad', to: '/ucet/moje-zavady' }, { text: d.number }]} />
      <ReporterView d={d} result={result} />
    </div>
  );
}
