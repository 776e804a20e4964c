import { ArticlePage, articleMeta } from '../components/articles/article-page.tsx';
import { loadArticle } from '../lib/articles.server.ts';
import type { Route } from './+types/blocek-starostky-detail';

export const loader = ({ params, context }: Route.LoaderArgs) => loadArticle(context, 'blog', params.slug);

export const meta: Route.MetaFunction = ({ data }) => articleMeta(data?.article);

export default function MayorsBlogArticle({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} />;
}
