import { Link } from 'react-router';
import { formatDate, formatTime } from '../../../../common/dates.ts';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { ArticlePage } from '../components/article-page.tsx';
import { articleIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-nahled';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`Náhled: ${loaderData?.article.title ?? 'článek'}`, 'Náhled článku, jak ho uvidí návštěvníci webu.');

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'news');
  const { id } = parseParams(articleIdParams, params);
  const { services, ctx } = context;
  const [article, stored] = await Promise.all([services.news.preview(ctx, id), services.news.adminGet(ctx, id)]);
  return { article, id, state: stored.state, publishedAt: stored.published_at };
}

/** The article as visitors will see it, under a notice that says whether they can yet. */
export default function ArticlePreview({ loaderData }: Route.ComponentProps) {
  const { article, id, state, publishedAt } = loaderData;
  const when = publishedAt ? `${formatDate(new Date(publishedAt))} v ${formatTime(new Date(publishedAt))}` : '';
  return (
    <>
      <div className="page page--narrow">
        <Notice type="info">
          <p>
            <strong>Náhled.</strong>{' '}
            {
              {
                draft: 'Článek je koncept: návštěvníci ho zatím nevidí.',
                review: 'Článek čeká na kontrolu: návštěvníci ho zatím nevidí.',
                scheduled: `Článek se zveřejní ${when}.`,
                published: 'Článek je zveřejněný.',
                archived: 'Článek je v archivu: návštěvníci ho už nevidí.',
              }[state]
            }{' '}
            <Link to={`/sprava/aktuality/${id}`}>Zpět k úpravám</Link>
          </p>
        </Notice>
      </div>
      <ArticlePage article={article} />
    </>
  );
}
