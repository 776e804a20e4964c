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
 * A content page: rich text from the database, sanitised by the API. The breadcrumbs lead through
 * the overview page that lists it (or its top-level page) and the pages above it in the tree; the
 * sidebar menu lists its part of the tree (its children, or its parent's), else that section's links.
 */
export function ContentPage({ page }: { page: Page }) {
  const { section, menu } = page;
  const article = (
    <article className="page page--narrow">
      <Breadcrumbs
        items={[
          ...(section ? [{ text: section.title, to: `/prehled/${section.slug}` }] : []),
          ...page.ancestors.map((ancestor) => ({ text: ancestor.title, to: ancestor.href })),
          { text: page.title },
        ]}
      />
      <h1>{page.title}</h1>
      <p className="lead">{page.description}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises page bodies (server/lib/rich-text.ts) */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.body }} />
      <p className="meta-line">Aktualizováno {formatDate(new Date(page.updated_at))}</p>
    </article>
  );
  const sidebar = menu ? (
    <SidebarMenu
      label={menu.title}
      links={[{ to: menu.href, text: menu.title }, ...menu.links.map((link) => ({ to: link.href, text: link.title }))]}
    />
  ) : section ? (
    <SidebarMenu label={section.title} links={section.links.map((link) => ({ to: link.href, text: link.title }))} />
  ) : null;
  if (!sidebar) return article;
  return <WithSidebar sidebar={sidebar}>{article}</WithSidebar>;
}
