import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { ArticleListPage } from '../components/article-list-page.tsx';
import type { Route } from './+types/aktuality';
import { loadArticleList } from './load.server.ts';

const INTRO = 'Co je nového ve Vzorově: zprávy z radnice, doprava, kultura, školy i životní prostředí.';

export const loader = ({ url, context }: Route.LoaderArgs) => loadArticleList(context.get(server), url, 'news');

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`${loaderData && loaderData.page > 1 ? `Strana ${loaderData.page} | ` : ''}Aktuality`, INTRO);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage kind="news" data={loaderData} intro={INTRO} />;
}
