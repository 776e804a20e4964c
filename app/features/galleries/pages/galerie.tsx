import { Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { countOf } from '../../../../common/plural.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { pageParam } from '../../../lib/paging.ts';
import styles from '../components/gallery.module.css';
import type { Route } from './+types/galerie';

const PER_PAGE = 12;
const INTRO = 'Fotografie z akcí, proměn města a života ve Vzorově.';
const photos = (n: number) => countOf(n, { one: 'fotografie', few: 'fotografie', other: 'fotografií' });

export async function loader({ url, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const page = pageParam(url);
  const { rows, total } = await context.services.galleries.list(context.ctx, { page, perPage: PER_PAGE });
  return { galleries: rows, page, pages: Math.max(1, Math.ceil(total / PER_PAGE)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  siteMeta(`${loaderData && loaderData.page > 1 ? `Strana ${loaderData.page} | ` : ''}Fotogalerie`, INTRO);

export default function Galleries({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Fotogalerie' }]} />
      <h1>Fotogalerie</h1>
      <p className="lead">{INTRO}</p>
      {loaderData.galleries.length > 0 ? (
        <ul className={styles.cards}>
          {loaderData.galleries.map((gallery) => (
            <li key={gallery.slug}>
              <article className={`card ${styles.card}`}>
                {gallery.cover ? (
                  <ResponsiveImage
                    image={gallery.cover}
                    decorative
                    sizes="(min-width: 60rem) 24rem, 100vw"
                    className={styles.cardImage}
                  />
                ) : null}
                <div className={styles.cardBody}>
                  <h2>
                    <Link to={`/galerie/${gallery.slug}`} className="card-link">
                      {gallery.title}
                    </Link>
                  </h2>
                  <p className={styles.cardMeta}>
                    <time dateTime={gallery.published_at}>{formatDate(new Date(gallery.published_at))}</time> ·{' '}
                    {photos(gallery.photo_count)}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          Na této straně už nic není. <Link to="/galerie">Zpět na první stranu</Link>
        </p>
      )}
      <Pagination
        page={loaderData.page}
        pages={loaderData.pages}
        href={(page) => (page > 1 ? `/galerie?strana=${page}` : '/galerie')}
      />
    </div>
  );
}
