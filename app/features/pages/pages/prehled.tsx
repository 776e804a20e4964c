import { Link } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { overviewParams } from '../schemas.ts';
import type { Route } from './+types/prehled';
import styles from './prehled.module.css';

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { slug } = parseParams(overviewParams, params);
  return { overview: await context.services.pages.overview(context.ctx, slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? siteMeta(loaderData.overview.title, loaderData.overview.perex) : [];

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
