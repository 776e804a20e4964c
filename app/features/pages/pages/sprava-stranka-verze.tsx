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
import { pageIdParams } from '../schemas.ts';
import type { Route } from './+types/sprava-stranka-verze';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    `Verze stránky: ${loaderData?.page.title ?? ''}`,
    'Kdo a kdy stránku změnil, co změnil, a obnovení starší verze.',
  );

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
  const { id } = parseParams(pageIdParams, params);
  const { services, ctx } = context;
  const [page, versions] = await Promise.all([services.pages.pageGet(ctx, id), services.pages.pageRevisions(ctx, id)]);
  const asked = Number(url.searchParams.get('verze'));
  const shown = versions.find((v) => v.version === asked) ?? versions[0];
  const diff = shown ? await services.pages.pageRevisionDiff(ctx, id, shown.version) : null;
  return { page, versions, diff };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'pages');
  const form = await readForm(request);
  const { id, version } = parseParams(revisionParams, { id: params.id, version: form.get('restore') });
  return formAction({}, async () => {
    await context.services.pages.pageRestore(context.ctx, id, version, Number(form.get('current')) || undefined);
    return redirect(`/sprava/stranky/${id}/verze?obnoveno=${version}`);
  });
}

export default function PageVersions({ loaderData }: Route.ComponentProps) {
  const { page, versions, diff } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <p>
        <Link to={`/sprava/stranky/${page.id}`}>‹ Zpět k úpravám stránky</Link>
      </p>
      <h1>Verze stránky „{page.title}“</h1>
      {params.get('obnoveno') && !result ? (
        <Notice type="success">
          <p>
            Verze {params.get('obnoveno')} je obnovena jako nejnovější verze {page.version}.
          </p>
        </Notice>
      ) : null}
      <FormProblems form="verze" result={result} labels={{}} />
      <RevisionHistory
        of="stránky"
        versions={versions}
        diff={diff}
        current={page.version}
        restoreNote="Obnovení uloží tuto verzi stránky jako novou verzi a web ji ukáže hned."
      />
    </StaffLayout>
  );
}
