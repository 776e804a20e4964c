import { ArticleListPage } from '../components/articles/article-list-page.tsx';
import { loadArticleList } from '../lib/articles.server.ts';
import { siteMeta } from '../lib/meta.ts';
import type { Route } from './+types/aktuality';

const INTRO = 'Co je nového ve Vzorově: zprávy z radnice, doprava, kultura, školy i životní prostředí.';

export const loader = ({ request, context }: Route.LoaderArgs) => loadArticleList(context, request, 'news');

export const meta: Route.MetaFunction = ({ data }) =>
  siteMeta(`${data && data.page > 1 ? `Strana ${data.page} | ` : ''}Aktuality`, INTRO);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage kind="news" data={loaderData} intro={INTRO} />;
}
