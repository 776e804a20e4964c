import { server } from '../../../lib/load-context.ts';
import { ContentPage, pageMeta } from '../components/content-page.tsx';
import type { Route } from './+types/identita-obcana';
import { loadPage } from './load.server.ts';

/** Spec route `/identitaobcana`: the content page about logging in with the national identity. */
export const loader = ({ context }: Route.LoaderArgs) => loadPage(context.get(server), 'identita-obcana');

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function CitizenIdentity({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
