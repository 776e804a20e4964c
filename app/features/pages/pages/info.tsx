import { redirect } from 'react-router';
import { server } from '../../../lib/load-context.ts';
import { ContentPage, pageMeta } from '../components/content-page.tsx';
import { MAX_DEPTH } from '../paths.ts';
import type { Route } from './+types/info';
import { loadPage } from './load.server.ts';

/**
 * A content page at `/info/{slug}`, or under its parents (`/info/{parent}/{slug}`): the last part
 * finds it; an address that is not where the page now is (the legal pages have their own, a page
 * moved under another parent) answers 301 with where it is.
 */
export const loader = async ({ params, context }: Route.LoaderArgs) => {
  const parts = (params['*'] ?? '').split('/');
  if (parts.length > MAX_DEPTH) throw Response.json({ message: 'This page could not be found' }, { status: 404 });
  const loaded = await loadPage(context.get(server), parts.at(-1)!);
  if (loaded.page.path !== `/info/${parts.join('/')}`) throw redirect(loaded.page.path, 301);
  return loaded;
};

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}
