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
import { eventParams } from '../schemas.ts';
import type { Route } from './+types/sprava-akce-verze';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    `Verze akce: ${loaderData?.event.title ?? ''}`,
    'Kdo a kdy akci změnil, co změnil, a obnovení starší verze.',
  );

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  const { id } = parseParams(eventParams, params);
  const { services, ctx } = context;
  const [event, versions] = await Promise.all([services.events.adminGet(ctx, id), services.events.revisions(ctx, id)]);
  const asked = Number(url.searchParams.get('verze'));
  const shown = versions.find((v) => v.version === asked) ?? versions[0];
  const diff = shown ? await services.events.revisionDiff(ctx, id, shown.version) : null;
  return { event, versions, diff };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'events');
  const form = await readForm(request);
  const { id, version } = parseParams(revisionParams, { id: params.id, version: form.get('restore') });
  return formAction({}, async () => {
    await context.services.events.restore(context.ctx, id, version, Number(form.get('current')) || undefined);
    return redirect(`/sprava/akce/${id}/verze?obnoveno=${version}`);
  });
}

export default function EventVersions({ loaderData }: Route.ComponentProps) {
  const { event, versions, diff } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <StaffLayout>
      <p>
        <Link to={`/sprava/akce/${event.id}`}>‹ Zpět k úpravám akce</Link>
      </p>
      <h1>Verze akce „{event.title}“</h1>
      {params.get('obnoveno') && !result ? (
        <Notice type="success">
          <p>
            Verze {params.get('obnoveno')} je obnovena jako nejnovější verze {event.version}.
          </p>
        </Notice>
      ) : null}
      <FormProblems form="verze" result={result} labels={{}} />
      <RevisionHistory
        of="akce"
        versions={versions}
        diff={diff}
        current={event.version}
        restoreNote="Obnovení uloží tuto verzi akce jako novou verzi a kalendář ji ukáže hned."
      />
    </StaffLayout>
  );
}
