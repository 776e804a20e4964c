import type { MetaDescriptor } from 'react-router';
import { formatDate } from '../../../../common/dates.ts';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { SidebarMenu, WithSidebar } from '../../../components/ui/sidebar-menu.tsx';
import { siteMeta } from '../../../lib/meta.ts';
import type { Page } from '../schemas.ts';

export function pageMeta(page: Page | undefined): MetaDescriptor[] {
  return page ? siteMeta(page.title, page.description, 'article') : [];
}

/**
 * A content page: rich text from the database, sanitised by the API. A page
 * that an overview page lists gets that section's sidebar menu and sits
 * under it in the breadcrumbs.
 */
export function ContentPage({ page }: { page: Page }) {
  const { section } = page;
  const article = (
    <article className="page page--narrow">
      <Breadcrumbs
        items={[...(section ? [{ text: section.title, to: `/prehled/${section.slug}` }] : []), { text: page.title }]}
      />
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises page bodies (server/lib/rich-text.ts) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
      <p className="meta-line">Aktualizováno {formatDate(new Date(page.updated_at))}</p>
    </article>
  );
  if (!section) return article;
  return (
    <WithSidebar
      sidebar={
        <SidebarMenu label={section.title} links={section.links.map((link) => ({ to: link.href, text: link.title }))} />
      }
    >
      {article}
    </WithSidebar>
  );
}
