import type { MetaDescriptor } from 'react-router';
import { formatDate } from '../../common/dates.ts';
import type { Page } from '../../common/pages.ts';
import { siteMeta } from '../lib/meta.ts';
import { Breadcrumbs } from './ui/breadcrumbs.tsx';

export function pageMeta(page: Page | undefined): MetaDescriptor[] {
  return page ? siteMeta(page.title, page.description, 'article') : [];
}

/** A content page: rich text from the database, sanitised by the API. */
export function ContentPage({ page }: { page: Page }) {
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
