import { data } from 'react-router';
import { formatDate } from '../../common/dates.ts';
import type { Page } from '../../common/pages.ts';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import type { Route } from './+types/info';

export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await context.api.get<{ data: Page }>(`/api/pages/${encodeURIComponent(params.slug)}`);
  if (response.status !== 200) throw data('This page could not be found', { status: 404 });
  return { page: response.data.data };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [
        { title: `${loaded.page.title} | Město Vzorov` },
        { name: 'description', content: loaded.page.description },
        { property: 'og:title', content: loaded.page.title },
        { property: 'og:description', content: loaded.page.description },
        { property: 'og:type', content: 'article' },
      ]
    : [];

/** A content page (`/info/{slug}`): rich text from the database, sanitised by the API. */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="page page--narrow">
      <Breadcrumbs items={[{ text: page.title }]} />
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises page bodies (server/lib/rich-text.ts) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
      <p className="meta-line">Aktualizováno {formatDate(new Date(page.updated_at))}</p>
    </article>
  );
}
