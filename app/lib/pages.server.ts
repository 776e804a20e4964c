import { data } from 'react-router';
import type { Page } from '../../common/pages.ts';
import type { ServerLoadContext } from './load-context.ts';

/** A content page from the API, or the 404 page. */
export async function loadPage(context: ServerLoadContext, slug: string): Promise<{ page: Page }> {
  const response = await context.api.get<{ data: Page }>(`/api/pages/${encodeURIComponent(slug)}`);
  if (response.status !== 200) throw data('This page could not be found', { status: 404 });
  return { page: response.data.data };
}
