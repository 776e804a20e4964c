import type { ServerLoadContext } from '../../../lib/load-context.ts';
import { parseParams } from '../../../lib/refusals.server.ts';
import type { Page } from '../schemas.ts';
import { pageParams } from '../schemas.ts';

/** A published content page, or the 404 page. */
export async function loadPage(context: ServerLoadContext, slug: string): Promise<{ page: Page }> {
  const params = parseParams(pageParams, { slug });
  return { page: await context.services.pages.get(context.ctx, params.slug) };
}
