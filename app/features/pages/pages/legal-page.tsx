import { server } from '../../../lib/load-context.ts';
import { ContentPage, pageMeta } from '../components/content-page.tsx';
import type { Route } from './+types/legal-page';
import { loadPage } from './load.server.ts';

/** The legal pages at their own addresses (`/povinne-zverejnovane-informace` and the like): the path is the slug. */
export const loader = ({ url, context }: Route.LoaderArgs) => loadPage(context.get(server), url.pathname.slice(1));

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
