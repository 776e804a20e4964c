import { data, Link } from 'react-router';
import type { Overview } from '../../common/overviews.ts';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { SmartLink } from '../components/ui/smart-link.tsx';
import { siteMeta } from '../lib/meta.ts';
import type { Route } from './+types/prehled';
import styles from './prehled.module.css';

export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await context.api.get<{ data: Overview }>(`/api/overviews/${encodeURIComponent(params.slug)}`);
  if (response.status !== 200) throw data('This page could not be found', { status: 404 });
  return { overview: response.data.data };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? siteMeta(data.overview.title, data.overview.perex) : []);

/** An overview page: a register of tiles that lead to pages (spec: register tiles). */
export default function OverviewPage({ loaderData: { overview } }: Route.ComponentProps) {
  return (
    <div>
      <Breadcrumbs items={[{ text: overview.title }]} />
      <h1>{overview.title}</h1>
      <p className="lead">{overview.perex}</p>
      <ul className={styles.tiles}>
        {overview.tiles.map((tile) => (
          <li key={tile.href} className={`card ${styles.tile}`}>
            <h2 className={styles.tileTitle}>
              <SmartLink to={tile.href} className="card-link">
                {tile.title}
              </SmartLink>
            </h2>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/mapa-stranek">Mapa stránek</Link>
      </p>
    </div>
  );
}
