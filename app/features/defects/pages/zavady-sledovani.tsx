import { useActionData } from 'react-router';
import { linkPageHeaders } from '../../../lib/link-pages.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { ReporterView } from '../components/reporter-view.tsx';
import { reporterAction } from '../reporter-page.server.ts';
import { followTokenParams } from '../reporter-schemas.ts';
import type { Route } from './+types/zavady-sledovani';

// A guest's report, by the link of the confirmation mail: kept out of caches, referrers and search engines.
export const headers = linkPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...siteMeta(
    loaderData ? `Vaše hlášení ${loaderData.d.number}` : 'Vaše hlášení závady',
    'Jak se vyřizuje vaše hlášení.',
  ),
  { name: 'robots', content: 'noindex' },
];

// Opening the link changes nothing (mail scanners open every link): each step is a button that posts.
export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { token } = parseParams(followTokenParams, params);
  return { d: await context.services.defects.reporterDefect(context.ctx, { token }), token };
}

export async function action({ request, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  const { token } = parseParams(followTokenParams, params);
  return reporterAction(request, context, { token }, `/zavady/sledovani/${token}`);
}

export default function FollowDefect({ loaderData: { d, token } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <div className="page page--narrow">
      <ReporterView d={d} result={result} confirmLink={`/zavady/potvrzeni/${token}`} />
    </div>
  );
}
