import { Link } from 'react-router';
import { formatDate, formatDay } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import listing from '../../../components/ui/listing.module.css';
import { formAction, parseForm, readForm } from '../../../lib/forms.server.ts';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { DefectHistory } from '../components/defect-history.tsx';
import { DefectStatusLabel } from '../components/defect-status.tsx';
import { SupportForm } from '../components/support-form.tsx';
import { photoAlts } from '../photo-alts.ts';
import { defectNumberParams } from '../schemas.ts';
import { supportInput } from '../support-schemas.ts';
import type { Route } from './+types/zavada';

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const { ctx, services } = routerContext.get(server);
  // An address that cannot be a number, an unknown or unconfirmed report: the 404 page.
  const { number } = parseParams(defectNumberParams, params);
  const [report, support] = await Promise.all([
    services.defects.publicReport(ctx, number),
    services.defects.supportState(ctx, number),
  ]);
  return { report, support: { ...support, signedIn: ctx.actor !== null } };
}

/** "Trápí mě to taky": follow the report (a guest by a confirmed e-mail), or stop following it. */
export async function action({ request, params, context: routerContext }: Route.ActionArgs) {
  const { ctx, services } = routerContext.get(server);
  const { number } = parseParams(defectNumberParams, params);
  const form = await readForm(request);
  return formAction(form, async () => {
    if (form.get('intent') === 'stop') return services.defects.stopMySupport(ctx, number);
    return services.defects.supportReport(ctx, number, parseForm(supportInput, form));
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? siteMeta(
        `${loaderData.report.category.name}: ${loaderData.report.place} (${loaderData.report.number})`,
        `Hlášená závada ve Vzorově: ${loaderData.report.category.name}, ${loaderData.report.place}. Stav: ${loaderData.report.status_label}.`,
        'article',
      )
    : [];

export default function Defect({ loaderData: { report: r, support }, actionData }: Route.ComponentProps) {
  const alts = photoAlts(r.photos);
  return (
    <article className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Hlášené závady', to: '/zavady' }, { text: r.number }]} />
      <h1>
        {r.category.name}: {r.place}
      </h1>
      {r.merged_into ? (
        <p>
          Toto hlášení bylo sloučeno s hlášením <Link to={`/zavady/${r.merged_into}`}>{r.merged_into}</Link>, které řeší
          stejnou závadu. Další vývoj najdete tam.
        </p>
      ) : null}
      <dl className={listing.meta}>
        <div>
          <dt>Číslo hlášení</dt>
          <dd>{r.number}</dd>
        </div>
        <div>
          <dt>Stav</dt>
          <dd>
            <DefectStatusLabel status={r.status} />
          </dd>
        </div>
        <div>
          <dt>Místo</dt>
          <dd>
            {r.place} ({r.area})
          </dd>
        </div>
        <div>
          <dt>Nahlášeno</dt>
          <dd>{formatDate(new Date(r.reported_at))}</dd>
        </div>
        {r.closed_at ? (
          <div>
            <dt>Uzavřeno</dt>
            <dd>{formatDate(new Date(r.closed_at))}</dd>
          </div>
        ) : (
          <div>
            <dt>Lhůta k vyřízení</dt>
            <dd>{formatDay(r.due_on)}</dd>
          </div>
        )}
      </dl>
      <h2>Popis</h2>
      {r.public_text ? (
        <p>{r.public_text}</p>
      ) : (
        <p>Popis od oznamovatele úřad zatím nezveřejnil (může obsahovat osobní údaje).</p>
      )}
      {r.photos.length > 0 ? (
        <>
          <h2>Fotografie</h2>
          <ul>
            {r.photos.map((p, i) => (
              <li key={p.url}>
                <img src={p.url} width={p.width} height={p.height} loading="lazy" alt={alts[i]} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {r.merged_into ? null : <SupportForm number={r.number} state={support} result={actionData} />}
      <h2>Průběh</h2>
      <DefectHistory events={r.history} />
      <p>
        <Link to="/zavady">Zpět na hlášené závady</Link>
      </p>
    </article>
  );
}
