import { Link, redirect, useActionData, useSearchParams } from 'react-router';
import { revisionParams } from '../../../../common/revisions.ts';
import { RevisionHistory } from '../../../components/staff/revision-history.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { formAction, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { articleIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-verze';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    `Verze článku: ${loaderData?.article.title ?? ''}`,
    'Kdo a kdy článek změnil, co změnil, a obnovení starší verze.',
  );

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'news');
  const { id } = parseParams(articleIdParams, params);
  const { services, ctx } = context;
  const [article, versions] = await Promise.all([services.news.adminGet(ctx, id), services.news.revisions(ctx, id)]);
  const asked = Number(url.searchParams.get('verze'));
  const shown = versions.find((v) => v.version === asked) ?? versions[0];
  const diff = shown ? await services.news.revisionDiff(ctx, id, shown.version) : null;
  return { article, versions, diff };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'news');
  const form = await readForm(request);
  const { id, version } = parseParams(revisionParams, { id: params.id, version: form.get('restore') });
  return formAction({}, async () => {
    await context.services.news.restore(context.ctx, id, version, Number(form.get('current')) || undefined);
    return redirect(`/sprava/aktuality/${id}/verze?obnoveno=${version}`);
  });
}

export default function ArticleVersions({ loaderData }: Route.ComponentProps) {
  const { article, versions, diff } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <p>
        <Link to={`/sprava/aktuality/${article.id}`}>‹ Zpět k úpravám článku</Link>
      </p>
      <h1>Verze článku „{article.title}“</h1>
      {params.get('obnoveno') && !result ? (
        <Notice type="success">
          <p>
            Verze {params.get('obnoveno')} je obnovena jako nejnovější verze {article.version}.
          </p>
        </Notice>
      ) : null}
      <FormProblems form="verze" result={result} labels={{}} />
      <RevisionHistory
        of="článku"
        versions={versions}
        diff={diff}
        current={article.version}
        restoreNote="Obnovení uloží text této verze jako novou verzi; zveřejnění článku zůstane, jak je."
      />
    </StaffLayout>
  );
}
