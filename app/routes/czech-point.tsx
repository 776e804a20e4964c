import { Link } from 'react-router';
import { formatDate } from '../../common/dates.ts';
import { pageMeta } from '../components/content-page.tsx';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { loadPage } from '../lib/pages.server.ts';
import type { Route } from './+types/czech-point';

/** What the Czech POINT counter issues, with prices: a content page the office keeps up to date. */
export const loader = ({ context }: Route.LoaderArgs) => loadPage(context, 'czech-point');

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function CzechPoint({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="page page--narrow">
      <Breadcrumbs items={[{ text: 'Potřebuji vyřídit', to: '/potrebuji-vyridit' }, { text: page.title }]} />
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises page bodies (server/lib/rich-text.ts) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
      <p>
        <Link to="/adresy-a-uredni-hodiny">Úřední hodiny a adresa úřadu</Link>
      </p>
      <p className="meta-line">Aktualizováno {formatDate(new Date(page.updated_at))}</p>
    </article>
  );
}
