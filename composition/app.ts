import { createServer } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes, meRoutes } from '../app/features/accounts/api.server.ts';
import { accountsStaffRoutes } from '../app/features/accounts/staff-api.server.ts';
import { alertsRoutes } from '../app/features/alerts/api.server.ts';
import { alertsStaffRoutes } from '../app/features/alerts/staff-api.server.ts';
import { commitmentsRoutes, receiptFileRoutes } from '../app/features/commitments/api.server.ts';
import { commitmentsStaffRoutes } from '../app/features/commitments/staff-api.server.ts';
import { dataBoxFileRoutes, dataBoxRoutes } from '../app/features/data-box/api.server.ts';
import { dataBoxStaffRoutes } from '../app/features/data-box/staff-api.server.ts';
import { defectsRoutes } from '../app/features/defects/api.server.ts';
import { open311Routes } from '../app/features/defects/open311.server.ts';
import { defectsOpenDataRoutes } from '../app/features/defects/opendata.server.ts';
import { defectsStaffRoutes, open311ClientsStaffRoutes } from '../app/features/defects/staff-api.server.ts';
import { serviceFileRoutes, servicesRoutes } from '../app/features/e-services/api.server.ts';
import { casesStaffRoutes } from '../app/features/e-services/staff-api.server.ts';
import { eventFeedRoutes, eventsRoutes } from '../app/features/events/api.server.ts';
import { eventsStaffRoutes } from '../app/features/events/staff-api.server.ts';
import { galleriesRoutes } from '../app/features/galleries/api.server.ts';
import { galleriesStaffRoutes } from '../app/features/galleries/staff-api.server.ts';
import { identityApiRoutes } from '../app/features/identity/api.server.ts';
import { identityRoutes } from '../app/features/identity/routes.server.ts';
import { niaProviderFor } from '../app/features/identity/settings.server.ts';
import { importsStaffRoutes } from '../app/features/imports/staff-api.server.ts';
import { mediaStaffRoutes } from '../app/features/media/staff-api.server.ts';
import { articlesRoutes } from '../app/features/news/api.server.ts';
import { articlesStaffRoutes } from '../app/features/news/staff-api.server.ts';
import { noticeBoardRoutes } from '../app/features/notice-board/api.server.ts';
import { noticeBoardOpenDataRoutes } from '../app/features/notice-board/opendata.server.ts';
import { noticeBoardStaffRoutes } from '../app/features/notice-board/staff-api.server.ts';
import { overviewsRoutes, pagesRoutes } from '../app/features/pages/api.server.ts';
import { pagesStaffRoutes } from '../app/features/pages/staff-api.server.ts';
import { peopleRoutes } from '../app/features/people/api.server.ts';
import { peopleStaffRoutes, referenceNumbersStaffRoutes } from '../app/features/people/staff-api.server.ts';
import { personalDataRoutes } from '../app/features/personal-data/api.server.ts';
import { personalDataStaffRoutes } from '../app/features/personal-data/staff-api.server.ts';
import { recordsRoutes } from '../app/features/records/api.server.ts';
import { recordsStaffRoutes } from '../app/features/records/staff-api.server.ts';
import { redirectsStaffRoutes } from '../app/features/redirects/staff-api.server.ts';
import { reportsStaffRoutes } from '../app/features/reports/staff-api.server.ts';
import { reservationsRoutes } from '../app/features/reservations/api.server.ts';
import { reservationsStaffRoutes } from '../app/features/reservations/staff-api.server.ts';
import { searchRoutes } from '../app/features/search/api.server.ts';
import { sitemapRoutes } from '../app/features/search/sitemap.server.ts';
import { listsRoutes, postersRoutes, settingsRoutes } from '../app/features/shell/api.server.ts';
import { shellStaffRoutes } from '../app/features/shell/staff-api.server.ts';
import { shopRoutes } from '../app/features/shop/api.server.ts';
import { shopStaffRoutes } from '../app/features/shop/staff-api.server.ts';
import { signingInStaffRoutes, staffAdminRoutes } from '../app/features/staff/staff-api.server.ts';
import { statisticsRoutes } from '../app/features/statistics/api.server.ts';
import { startViewCounter } from '../app/features/statistics/counter.server.ts';
import { statisticsStaffRoutes } from '../app/features/statistics/staff-api.server.ts';
import { subscriptionsRoutes } from '../app/features/subscriptions/api.server.ts';
import { wasteFeedRoutes, wasteRoutes } from '../app/features/waste/api.server.ts';
import { wasteFeeStaffRoutes, wasteStaffFileRoutes, wasteStaffRoutes } from '../app/features/waste/staff-api.server.ts';
import { apiMessages } from '../common/messages.ts';
import type { Config } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { healthRoutes } from '../server/health.ts';
import { registerApiDocs } from '../server/lib/api-docs.ts';
import { registerAuthentication } from '../server/lib/authenticate.ts';
import { registerTextCleaning } from '../server/lib/clean-text.ts';
import { type Clock, clockFrom } from '../server/lib/clock.ts';
import { shareContentChanges } from '../server/lib/content-changes.ts';
import { type Files, openFiles } from '../server/lib/file-store.ts';
import { registerErrorHandling } from '../server/lib/http-errors.ts';
import { type Jobs, startJobs } from '../server/lib/jobs.ts';
import { registerJsonBodyParser } from '../server/lib/json-body.ts';
import { createDelivery, type Mailer, queuedMailer } from '../server/lib/mail.ts';
import { type Metrics, registerMetrics } from '../server/lib/metrics.ts';
import { clientAddressOf, type PageViewSink, pageViewOf, trustOf } from '../server/lib/page-views.ts';
import { ReadCache } from '../server/lib/read-cache.ts';
import { securityLogUpkeep } from '../server/lib/security-log.ts';
import { systemContext } from '../server/lib/service-context.ts';
import { serveMedia } from '../server/media.ts';
import { answerFromPageCache } from '../server/ssr/cache-hits.ts';
import { API_CSP } from '../server/ssr/csp.ts';
import { PageCache } from '../server/ssr/page-cache.ts';
import { startSchedule } from './schedule.ts';
import { services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    pageCache: PageCache;
    readCache: ReadCache;
    /** The server's clock (`CLOCK_AT`); operations read the time from it, through their context. */
    clock: Clock;
    /** Mail goes through it; so does the minute's work. */
    jobs: Jobs;
    mailer: Mailer;
    /** Uploaded and generated files, wherever FILE_STORAGE keeps them. */
    files: Files;
    /** Where a page shown to a visitor is told, for the site's own statistics. */
    pageViews: PageViewSink;
    /** The town's monitoring (`/metrics`), when METRICS_ALLOW_ADDRESSES or METRICS_TOKEN is set. */
    metrics: Metrics;
    /** The security log's retention and its stream to the town's collector, kept by the minute's work. */
    securityLog: ReturnType<typeof securityLogUpkeep>;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Extra API routes (tests): registered in the API scope, before its catch-all. */
  extraRoutes?: FastifyPluginAsync;
}

/** 1 MiB is far above any JSON the API takes; uploads get their own limits. */
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The Fastify instance with the API and its plumbing, without the web pages
 * (see `web.ts`), so API tests build exactly what production serves.
 */
/**
 * What the router refuses before any route (a path with a broken escape, `/%`), answered as the API
 * answers a request it cannot take: in Czech, not in Fastify's English.
 */
function refusedByRouter(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.status(400).send({ message: apiMessages.badRequest });
}

export async function buildApp({
  config,
  database,
  logger = false,
  extraRoutes,
}: BuildOptions): Promise<FastifyInstance> {
  const pageCache = new PageCache(config.PAGE_CACHE_TTL_MS);
  const app = Fastify({
    // A page-cache hit is answered before Fastify's routing and hooks (server/ssr/cache-hits.ts).
    serverFactory: (handler) => {
      const clientAddress = clientAddressOf(config.TRUST_PROXY);
      const server = createServer((request, response) => {
        const shown = (hit: typeof request) =>
          app.pageViews(pageViewOf(hit.url ?? '/', hit.headers, clientAddress(hit)));
        const started = performance.now();
        if (answerFromPageCache(pageCache, request, response, shown)) {
          app.metrics.answeredEarly(request.method, response.statusCode, (performance.now() - started) / 1000);
        } else handler(request, response);
      });
      // Fastify's defaults for a server it creates itself: idle keep-alive outlives a balancer's 60 s.
      server.keepAliveTimeout = 72_000;
      server.requestTimeout = 0;
      return server;
    },
    logger,
    trustProxy: trustOf(config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT,
    // During shutdown, requests already on open connections are finished, not refused,
    // and so are the in-process API calls of pages still rendering.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: refusedByRouter,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('files', openFiles(config, database));
  app.decorate('pageCache', pageCache);
  const readCache = new ReadCache(config.READ_CACHE_TTL_MS);
  // Content that changed shows on the next page, cached or not.
  readCache.register(() => pageCache.clear());
  app.decorate('readCache', readCache);
  app.decorate('clock', clockFrom(config.CLOCK_AT));
  const jobs = await startJobs({
    connection: database.jobConnection,
    log: app.log,
    mailRetrySeconds: config.MAIL_RETRY_SECONDS,
  });
  app.decorate('jobs', jobs);
  app.decorate('mailer', queuedMailer(jobs));
  const deliver = createDelivery({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const metrics = registerMetrics(app, { config, database, jobs });
  app.decorate('metrics', metrics);
  await jobs.work('mail', async (mail, job) => {
    try {
      await deliver(mail, job.id);
    } catch (error) {
      metrics.mailRefused();
      throw error;
    }
  });
  // Imports of the former site's content; a run a stopped process left unfinished goes on from its item.
  await jobs.work('data-box-send', ({ messageId }) =>
    services.dataBox.send(systemContext(app, app.clock()), messageId),
  );
  await jobs.work('import', ({ runId }) => services.imports.runJob(systemContext(app, app.clock()), runId));
  for (const runId of await services.imports.unfinished(database)) await jobs.send('import', { runId });
  const securityLog = securityLogUpkeep(config, app.log);
  app.decorate('securityLog', securityLog);
  const views = startViewCounter({ db: database.db, clock: app.clock, publicUrl: config.PUBLIC_URL, log: app.log });
  app.decorate('pageViews', views.record);
  if (config.SCHEDULER) await startSchedule(app);
  const stopListening = await shareContentChanges(app);
  app.addHook('onClose', async () => {
    // After the requests in flight (which may still queue mail or count a page), before the database.
    await views.stop();
    await jobs.stop();
    await stopListening();
    await securityLog.close();
    app.log.info('closing the database');
    await database.close();
    app.log.info('the database is closed');
  });

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerTextCleaning(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // Pages get a CSP with the hashes of their own inline scripts (ssr/csp.ts).
    contentSecurityPolicy: false,
    hsts: config.PUBLIC_URL.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await registerApiDocs(app);
  await app.register(async (api) => {
    api.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', API_CSP);
      reply.header('cache-control', 'no-store');
    });
    registerAuthentication(api);
    await api.register(healthRoutes);
    await api.register(authRoutes);
    await api.register(meRoutes);
    await api.register(accountsStaffRoutes);
    await api.register(personalDataRoutes);
    await api.register(personalDataStaffRoutes);
    await api.register(dataBoxRoutes);
    await api.register(dataBoxStaffRoutes);
    await api.register(identityApiRoutes);
    await api.register(signingInStaffRoutes);
    await api.register(staffAdminRoutes);
    await api.register(mediaStaffRoutes);
    await api.register(settingsRoutes);
    await api.register(listsRoutes);
    await api.register(articlesRoutes);
    await api.register(articlesStaffRoutes);
    await api.register(postersRoutes);
    await api.register(shellStaffRoutes);
    await api.register(alertsRoutes);
    await api.register(alertsStaffRoutes);
    await api.register(pagesRoutes);
    await api.register(pagesStaffRoutes);
    await api.register(eventsRoutes);
    await api.register(eventsStaffRoutes);
    await api.register(searchRoutes);
    await api.register(galleriesRoutes);
    await api.register(galleriesStaffRoutes);
    await api.register(overviewsRoutes);
    await api.register(noticeBoardRoutes);
    await api.register(noticeBoardStaffRoutes);
    await api.register(recordsRoutes);
    await api.register(recordsStaffRoutes);
    await api.register(redirectsStaffRoutes);
    await api.register(importsStaffRoutes);
    await api.register(peopleRoutes);
    await api.register(peopleStaffRoutes);
    await api.register(referenceNumbersStaffRoutes);
    await api.register(servicesRoutes);
    await api.register(casesStaffRoutes);
    await api.register(reservationsRoutes);
    await api.register(commitmentsStaffRoutes);
    await api.register(reservationsStaffRoutes);
    await api.register(commitmentsRoutes);
    await api.register(wasteRoutes);
    await api.register(defectsRoutes);
    await api.register(defectsStaffRoutes);
    await api.register(open311ClientsStaffRoutes);
    await api.register(wasteStaffRoutes);
    await api.register(wasteFeeStaffRoutes);
    await api.register(reportsStaffRoutes);
    await api.register(subscriptionsRoutes);
    await api.register(shopRoutes);
    await api.register(shopStaffRoutes);
    await api.register(statisticsRoutes);
    await api.register(statisticsStaffRoutes);
    if (extraRoutes) await api.register(extraRoutes);
    api.all('/api/*', { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({ message: apiMessages.unknownRoute }),
    );
  });

  await app.register(serveMedia, { prefix: '/media' });
  await app.register(eventFeedRoutes);
  await app.register(noticeBoardOpenDataRoutes);
  await app.register(defectsOpenDataRoutes);
  await app.register(open311Routes);
  const nia = niaProviderFor(config);
  if (nia) await app.register(identityRoutes(nia));
  await app.register(sitemapRoutes);
  await app.register(serviceFileRoutes);
  await app.register(dataBoxFileRoutes);
  await app.register(receiptFileRoutes);
  await app.register(wasteFeedRoutes);
  await app.register(wasteStaffFileRoutes);

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: apiMessages.unknownRoute }));
  return app;
}
