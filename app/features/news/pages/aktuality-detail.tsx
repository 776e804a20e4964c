import { server } from '../../../lib/load-context.ts';
import { ArticlePage, articleMeta } from '../components/article-page.tsx';
import type { Route } from './+types/aktuality-detail';
import { loadArticle } from './load.server.ts';

export const loader = ({ params, context }: Route.LoaderArgs) => loadArticle(context.get(server), 'news', params.slug);

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(loaderData?.article);

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} />;
}
