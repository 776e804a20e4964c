import { useEffect } from 'react';
import { redirect, useActionData, useRevalidator } from 'react-router';
import { BackTo } from '../../../components/staff/editor-form-parts.tsx';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Notice } from '../../../components/ui/error-summary.tsx';
import { formAction, parseInput, parseRows, readForm } from '../../../lib/forms.server.ts';
import { listQuery } from '../../../lib/list-query.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { DryRun } from '../components/dry-run.tsx';
import { PER_PAGE, Progress, Result, RunItems } from '../components/run-state.tsx';
import {
  importIdParams,
  importOptionsSchema,
  importOutcomesQuery,
  RUN_STATE_NAMES,
  runOptionsForm,
  SOURCES,
} from '../schemas.ts';
import type { Route } from './+types/sprava-import-beh';

export const meta: Route.MetaFunction = () =>
  siteMeta('Import obsahu – průběh a výsledek', 'Zkušební průchod, postup a výsledek importu.');

const PARAMS = { stav: 'outcome', problemy: 'problems', strana: 'page' };

export async function loader({ url, params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(importIdParams, params);
  const { services, ctx } = context;
  const run = await services.imports.get(ctx, id);
  const { query, params: shown } = listQuery(importOutcomesQuery, url, PARAMS, { perPage: PER_PAGE });
  const report = run.state === 'checked' ? null : await services.imports.outcomes(ctx, id, query);
  return { run, report, query, shown };
}

export async function action({ request, url, params, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'admin');
  const { id } = parseParams(importIdParams, params);
  const { services, ctx } = context;
  const form = await readForm(request);
  return formAction(form, async () => {
    if (form.get('intent') === 'start') {
      await services.imports.start(ctx, id);
      return redirect(`/sprava/import/${id}`);
    }
    const run = await services.imports.get(ctx, id);
    const sent = parseRows(runOptionsForm, form);
    const plan = { categories: run.plan?.categories ?? [], columns: run.plan?.table?.columns ?? [] };
    const categories = Object.fromEntries(plan.categories.map((c, i) => [c.name, sent.categories[i]?.target ?? '']));
    const columns = Object.fromEntries(plan.columns.map((c, i) => [c.field, sent.columns[i]?.heading ?? '']));
    const recordKind = sent.recordKind ?? run.options.recordKind;
    const encoding = sent.encoding ?? run.options.encoding;
    const options = parseInput(importOptionsSchema, {
      categories,
      originator: sent.originator ?? run.options.originator,
      place: sent.place ?? run.options.place,
      organizer: sent.organizer ?? run.options.organizer,
      recordKind,
      // Another kind of record has other fields, and another encoding other headings: columns found anew.
      columns: recordKind === run.options.recordKind && encoding === run.options.encoding ? columns : {},
      encoding,
      ico: sent.ico ?? run.options.ico,
      edited: sent.edited ?? run.options.edited,
    });
    await services.imports.configure(ctx, id, options);
    return { saved: true as const };
  });
}

/** While the run goes, the page asks again every two seconds; without JavaScript "Obnovit" does. */
function useFollow(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => state === 'idle' && revalidate(), 2000);
    return () => clearInterval(timer);
  }, [running, revalidate, state]);
}

export default function ImportRunPage({ loaderData }: Route.ComponentProps) {
  const { run, report, query, shown } = loaderData;
  const answer = useActionData<typeof action>();
  const refused = answer && 'done' in answer ? answer : undefined;
  const running = run.state === 'queued' || run.state === 'running';
  useFollow(running);
  return (
    <StaffLayout>
      <BackTo to="/sprava/import" title="Import obsahu" />
      <h1>Import: {run.title ?? run.label}</h1>
      <p>
        {SOURCES[run.source].name}, {run.label}. Stav: <strong>{RUN_STATE_NAMES[run.state]}</strong>.
      </p>
      {run.state === 'checked' && run.plan ? (
        <DryRun run={run} plan={run.plan} refused={refused} saved={Boolean(answer && 'saved' in answer)} />
      ) : null}
      {running ? <Progress run={run} /> : null}
      {run.state === 'failed' ? (
        <Notice type="danger">
          <p>Import se zastavil: {run.error}</p>
        </Notice>
      ) : null}
      {run.state === 'done' || run.state === 'failed' || running ? <Result run={run} /> : null}
      {report ? <RunItems run={run} report={report} page={query.page} shown={shown} /> : null}
    </StaffLayout>
  );
}
