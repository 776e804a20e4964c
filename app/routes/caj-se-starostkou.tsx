import { ContentPage, pageMeta } from '../components/content-page.tsx';
import { loadPage } from '../lib/pages.server.ts';
import type { Route } from './+types/caj-se-starostkou';

/** Spec route `/caj-se-starostkou`: what the tea with the mayor is; its booking comes with the reservations. */
export const loader = ({ context }: Route.LoaderArgs) => loadPage(context, 'caj-se-starostkou');

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function TeaWithTheMayor({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
