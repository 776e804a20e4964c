import { Link } from 'react-router';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { ContentPage } from '../components/content-page.tsx';
import { pageIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-stranka-nahled';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`Náhled: ${loaderData?.page.title ?? 'stránka'}`, 'Náhled stránky, jak ji uvidí návštěvníci webu.');

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
  const { id } = parseParams(pageIdParams, params);
  const { services, ctx } = context;
  const [page, stored] = await Promise.all([services.pages.preview(ctx, id), services.pages.pageGet(ctx, id)]);
  return { page, id, published: stored.published, path: stored.path };
}

/** The page as visitors will see it, under a notice that says whether they can yet. */
export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { page, id, published, path } = loaderData;
  return (
    <>
      <div className="page page--narrow">
        <Notice type="info">
          <p>
            <strong>Náhled.</strong>{' '}
            {published
              ? `Stránka je zveřejněná na adrese ${path}.`
              : 'Stránka je koncept: návštěvníci ji zatím nevidí.'}{' '}
            <Link to={`/sprava/stranky/${id}`}>Zpět k úpravám</Link>
          </p>
        </Notice>
      </div>
      <ContentPage page={page} />
    </>
  );
}
