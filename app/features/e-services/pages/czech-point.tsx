import { Link, useRouteLoaderData } from 'react-router';
import { formatDate, pragueWeekday } from '../../../../common/dates.ts';
import { OpeningHours } from '../../../components/opening-hours.tsx';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import type { loader as rootLoader } from '../../../root.tsx';
import { pageMeta } from '../../pages/components/content-page.tsx';
import type { Route } from './+types/czech-point';

/** What the Czech POINT counter issues, with prices: a content page the office keeps up to date. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, ctx } = context.get(server);
  return { page: await services.pages.get(ctx, 'czech-point'), weekday: pragueWeekday(ctx.now) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function CzechPoint({ loaderData }: Route.ComponentProps) {
  const { page, weekday } = loaderData;
  // Czech POINT is a counter of the town office: its hours are the office's.
  const office = useRouteLoaderData<typeof rootLoader>('root')?.settings.openinghours.filter(
    (p) => p.title === 'Městský úřad',
  );
  return (
    <article className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Potřebuji vyřídit', to: '/potrebuji-vyridit' }, { text: page.title }]} />
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises page bodies (server/lib/rich-text.ts) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
      {office?.length ? (
        <section aria-labelledby="hodiny">
          <h2 id="hodiny">Kdy k nám můžete přijít</h2>
          <OpeningHours places={office} weekday={weekday} />
        </section>
      ) : null}
      <p>
        <Link to="/adresy-a-uredni-hodiny">Všechny adresy a úřední hodiny</Link>
      </p>
      <p className="meta-line">Aktualizováno {formatDate(new Date(page.updated_at))}</p>
    </article>
  );
}
