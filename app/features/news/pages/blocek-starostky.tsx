import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { ArticleListPage } from '../components/article-list-page.tsx';
import type { Route } from './+types/blocek-starostky';
import { loadArticleList } from './load.server.ts';

const INTRO = 'Postřehy, vysvětlení a pozvánky starostky Heleny Vzorové.';

export const loader = ({ url, context }: Route.LoaderArgs) => loadArticleList(context.get(server), url, 'blog');

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`${loaderData && loaderData.page > 1 ? `Strana ${loaderData.page} | ` : ''}Bloček starostky`, INTRO);

export default function MayorsBlogList({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage kind="blog" data={loaderData} intro={INTRO} />;
}
