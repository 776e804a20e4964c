import { Link } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { PhotoGrid } from '../../../components/photo-grid/photo-grid.tsx';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { server } from '../../../lib/load-context.ts';
import { siteMeta } from '../../../lib/meta.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import { ARTICLE_PATHS } from '../../news/paths.ts';
import { galleryParams } from '../schemas.ts';
import type { Route } from './+types/galerie-detail';

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  const { slug } = parseParams(galleryParams, params);
  return { gallery: await context.services.galleries.get(context.ctx, slug) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...siteMeta(
          loaderData.gallery.title,
          loaderData.gallery.description || `Fotogalerie ${loaderData.gallery.title}`,
        ),
        ...(loaderData.gallery.cover ? [{ property: 'og:image', content: loaderData.gallery.cover.url }] : []),
      ]
    : [];

export default function GalleryPage({ loaderData: { gallery } }: Route.ComponentProps) {
  return (
    <div>
      <Breadcrumbs items={[{ text: 'Fotogalerie', to: '/galerie' }, { text: gallery.title }]} />
      <h1>{gallery.title}</h1>
      <p className="meta-line">
        <time dateTime={gallery.published_at}>{formatDate(new Date(gallery.published_at))}</time>
      </p>
      {gallery.description ? <p className="lead">{gallery.description}</p> : null}
      {gallery.article ? (
        <p>
          Článek:{' '}
          <Link to={`${ARTICLE_PATHS[gallery.article.kind].list}/${gallery.article.slug}`}>
            {gallery.article.title}
          </Link>
        </p>
      ) : null}
      <PhotoGrid photos={gallery.photos} title={gallery.title} />
    </div>
  );
}
