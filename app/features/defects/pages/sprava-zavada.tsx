import { Link, redirect, useActionData, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatDateTime, formatDay } from '../../../../common/dates.ts';
import { isKeyOf } from '../../../../common/keys.ts';
import { rowNumber } from '../../../../common/schemas/ids.ts';
import styles from '../../../components/account/account.module.css';
import { StaffLayout } from '../../../components/staff/staff-layout.tsx';
import { Deadline } from '../../../components/ui/deadline.tsx';
import { FormProblems, Notice } from '../../../components/ui/error-summary.tsx';
import { formAction, parseForm, readForm, uploadedFile } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { requireStaffPage } from '../../../lib/staff.server.ts';
import { DefectHistory } from '../components/defect-history.tsx';
import { DefectStatusLabel } from '../components/defect-status.tsx';
import { OfficePhotos, PHOTO_DONE } from '../components/office-photos.tsx';
import { OfficeSteps, STEPS } from '../components/office-steps.tsx';
import { isOpen } from '../flow.ts';
import { PHOTO_LIMITS } from '../limits.ts';
import { photoStepInput } from '../office-photo-schemas.ts';
import { defectActionInput } from '../office-schemas.ts';
import type { Route } from './+types/sprava-zavada';

const params = z.object({ id: rowNumber() });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(
    loaderData ? `${loaderData.d.number}: ${loaderData.d.category}` : 'Hlášení závady',
    'Hlášení závady pro úřad.',
  );

export async function loader({ url, params: route, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { id } = parseParams(params, route);
  const { services, ctx } = context;
  const [d, departments, photos] = await Promise.all([
    services.defects.officeDefect(ctx, id),
    services.people.listDepartments(ctx),
    services.defects.officePhotos(ctx, id),
  ]);
  return { d, photos, departments: departments.map((dep) => ({ value: dep.slug, label: dep.name })) };
}

export async function action({ request, url, params: route, context: routerContext }: Route.ActionArgs) {
  const context = routerContext.get(server);
  requireStaffPage(context, url, 'cases');
  const { id } = parseParams(params, route);
  const form = await readForm(request);
  const { services, ctx } = context;
  return formAction(form, async () => {
    if (form.has('photo_action')) {
      const step = parseForm(photoStepInput, form);
      const publish = step.photo_action === 'publish';
      await (publish ? services.defects.publishPhoto : services.defects.hidePhoto)(ctx, id, step.photo_id);
      return redirect(`/sprava/zavady/${id}?hotovo=${publish ? 'foto-zverejneno' : 'foto-skryto'}`);
    }
    const input = parseForm(defectActionInput, form);
    const photo = await uploadedFile(form.get('photo'), PHOTO_LIMITS.fileBytes);
    await services.defects.defectAct(ctx, id, input, photo);
    // A hand-over takes the report out of this clerk's reach: back to the queue.
    if (input.action === 'handoff') return redirect(`/sprava/zavady?predano=${id}`);
    return redirect(`/sprava/zavady/${id}?hotovo=${input.action}`);
  });
}

const LABELS = {
  message: 'Text',
  visibility: 'Komu',
  department: 'Odbor',
  into: 'Číslo hlášení',
  public_text: 'Veřejný popis',
  photo: 'Fotografie opravy',
};

export default function OfficeDefect({ loaderData }: Route.ComponentProps) {
  const { d, departments, photos } = loaderData;
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const asked = search.get('hotovo') ?? '';
  const done = isKeyOf(STEPS, asked) ? STEPS[asked].done : isKeyOf(PHOTO_DONE, asked) ? PHOTO_DONE[asked] : null;
  const errors = result && 'errors' in result ? result.errors : undefined;
  return (
    <StaffLayout>
      <p>
        <Link to="/sprava/zavady">‹ Zpět na hlášení závad</Link>
      </p>
      <h1>
        {d.number}: {d.category}
      </h1>
      {done && !result ? (
        <Notice type="success">
          <p>{done}</p>
        </Notice>
      ) : null}
      <FormProblems form="krok" result={result} labels={LABELS} />
      <dl className={styles.summary}>
        <dt>Stav</dt>
        <dd>
          <DefectStatusLabel status={d.status} />
          {/* The label says "with another report" already: which one follows it. */}
          {d.merged_into ? <>: {d.merged_into}</> : null}
        </dd>
        <dt>Místo</dt>
        <dd>
          {d.place}
          {d.place.includes(d.area) ? null : `, ${d.area}`} ({d.lat.toFixed(5)}, {d.lon.toFixed(5)})
        </dd>
        <dt>Popis oznamovatele</dt>
        <dd>{d.description}</dd>
        <dt>Oznamovatel</dt>
        <dd>
          {d.reporter.name ? `${d.reporter.name}, ` : null}
          {d.reporter.email ? <a href={`mailto:${d.reporter.email}`}>{d.reporter.email}</a> : 'bez e-mailu'}
          {d.followers > 1 ? ` (sleduje ${d.followers} lidí)` : null}
        </dd>
        <dt>Nahlášeno</dt>
        <dd>{formatDateTime(d.created_at)}</dd>
        <dt>Lhůta</dt>
        <dd>
          do {formatDay(d.due_on)} <Deadline daysLeft={d.days_left} finished={!isOpen(d.status)} />
        </dd>
        <dt>Odbor</dt>
        <dd>{d.department}</dd>
        <dt>Řeší</dt>
        <dd>{d.assignee?.name ?? 'zatím nikdo'}</dd>
        {d.satisfied === null ? null : (
          <>
            <dt>Spokojenost oznamovatele</dt>
            <dd>{d.satisfied ? 'spokojen' : 'nespokojen'}</dd>
          </>
        )}
      </dl>

      <OfficePhotos photos={photos} />

      <OfficeSteps d={d} departments={departments} errors={errors} />

      <section className={styles.section} aria-labelledby="prubeh">
        <h2 id="prubeh">Průběh</h2>
        <DefectHistory events={d.events} office />
      </section>
    </StaffLayout>
  );
}
