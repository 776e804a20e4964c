import { server } from '../../../lib/load-context.ts';
import type { Route } from './+types/robots-txt';

/** Keeps crawlers out of the account and the API, and points them to the sitemap. */
export function loader({ context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(server);
  // The configured address, never the request's Host header: these answers are cached publicly.
  const origin = context.publicUrl;
  const body = [
    'User-agent: *',
    'Disallow: /ucet',
    'Disallow: /api/',
    'Disallow: /login',
    'Disallow: /sprava',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
