import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { pageViewOf } from '../server/lib/page-views.ts';
import { clientBuildDir, projectRoot, serverBuildFile } from '../server/lib/paths.ts';
import { registerSsr } from '../server/ssr/handler.ts';
import { pageRouteNamer } from '../server/ssr/page-routes.ts';
import { createLoadContext, visitOf } from './load-context.ts';
import { services } from './services.ts';

/**
 * Adds the website to the API: in production the built client files and the
 * built React Router server; in development Vite in middleware mode, in the
 * same process and on the same port.
 */
export async function registerWeb(app: FastifyInstance, { dev }: { dev: boolean }): Promise<void> {
  const loadContext = (request: FastifyRequest, secure: boolean) => createLoadContext(app, visitOf(request), secure);
  const shown = (request: FastifyRequest) => app.pageViews(pageViewOf(request.url, request.headers, request.ip));
  const redirectFor = (pathAndQuery: string) => services.redirects.find(app, pathAndQuery);
  const formTargets = services.identity.formTargets(app.config);
  const imageOrigins = (pathname: string) => services.defects.mapImageOrigins(app.config, pathname);
  if (dev) {
    const [{ createServer }, { default: middie }] = await Promise.all([import('vite'), import('@fastify/middie')]);
    const vite = await createServer({
      root: projectRoot,
      configFile: path.join(projectRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { port: app.config.PORT + 1 } },
      appType: 'custom',
    });
    app.addHook('onClose', () => vite.close());
    await app.register(middie);
    app.use(vite.middlewares);
    await registerSsr(app, {
      loadContext,
      shown,
      redirectFor,
      formTargets,
      imageOrigins,
      dev: true,
      pageCache: app.pageCache,
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    });
    return;
  }

  await app.register(fastifyStatic, {
    root: clientBuildDir,
    prefix: '/',
    // One route per file, found at start, so the page routes keep `/*`.
    wildcard: false,
    preCompressed: true,
    index: false,
    // Hashed assets never change under their name; other files (images, favicon) may.
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(clientBuildDir, 'assets') + path.sep);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const build = (await import(serverBuildFile)) as ServerBuild;
  app.metrics.namePages(pageRouteNamer(build));
  await registerSsr(app, {
    dev: false,
    pageCache: app.pageCache,
    build,
    loadContext,
    shown,
    redirectFor,
    formTargets,
    imageOrigins,
  });
}
