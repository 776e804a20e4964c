import type { FastifyPluginAsync } from 'fastify';
import { NIA_PATHS, type niaServiceProvider } from './saml.server.ts';

/**
 * The addresses NIA reaches the site at, outside the pages: the site's SAML metadata, which the
 * town gives NIA's registration of the site (by its address or as the file).
 */
export function identityRoutes(provider: ReturnType<typeof niaServiceProvider>): FastifyPluginAsync {
  const metadata = provider.metadata();
  return async (app) => {
    app.get(NIA_PATHS.metadata, async (_request, reply) =>
      reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(metadata),
    );
  };
}
