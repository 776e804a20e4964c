import { redirect } from 'react-router';
import { server } from '../../../lib/load-context.ts';
import { ContentPage, pageMeta } from '../components/content-page.tsx';
import { pagePath } from '../paths.ts';
import type { Route } from './+types/info';
import { loadPage } from './load.server.ts';

export const loader = ({ params, context }: Route.LoaderArgs) => {
  if (pagePath(params.slug) !== `/info/${params.slug}`) throw redirect(pagePath(params.slug), 301);
  return loadPage(context.get(server), params.slug);
};

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
