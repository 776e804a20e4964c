import { redirect } from 'react-router';
import { ContentPage, pageMeta } from '../components/content-page.tsx';
import { pagePath } from '../paths.ts';
import type { Route } from './+types/info';
import { loadPage } from './load.server.ts';

export const loader = ({ params, context }: Route.LoaderArgs) => {
  if (pagePath(params.slug) !== `/info/${params.slug}`) throw redirect(pagePath(params.slug), 301);
  return loadPage(context, params.slug);
};

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
