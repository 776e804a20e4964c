import { ArticlePage, articleMeta } from '../components/articles/article-page.tsx';
import { loadArticle } from '../lib/articles.server.ts';
import type { Route } from './+types/aktuality-detail';

export const loader = ({ params, context }: Route.LoaderArgs) => loadArticle(context, 'news', params.slug);

export const meta: Route.MetaFunction = ({ data }) => articleMeta(data?.article);

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} />;
}
