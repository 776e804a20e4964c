import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Revision,
  type RevisionDiff,
  restoreSchema,
  revisionDiffSchema,
  revisionParams,
  revisionSchema,
} from '../../common/revisions.ts';
import { commonErrors, errorSchema, itemResponse } from './api-schemas.ts';
import { apiContext, type ServiceContext } from './service-context.ts';

const security = [{ bearer: [] }];
const refusals = { 401: errorSchema, 403: errorSchema };
const saved = z.object({ id: z.number(), version: z.number() });
const idParams = revisionParams.pick({ id: true });

/** An editor's kept versions of its items: the operations behind the three routes (server/lib/revisions.ts). */
export interface KeptVersions {
  revisions(ctx: ServiceContext, id: number): Promise<Revision[]>;
  revisionDiff(ctx: ServiceContext, id: number, version: number): Promise<RevisionDiff>;
  restore(
    ctx: ServiceContext,
    id: number,
    version: number,
    expected?: number,
  ): Promise<{ id: number; version: number }>;
}

/**
 * The routes of an item's kept versions, alike for every editor that keeps them: the list, what a
 * version changed, and restoring one as a new save (a 409 over a newer version than the editor saw).
 * `of` names the item in the genitive for the API's summaries ("článku", "akce", "stránky"); `keeps`
 * says what a restore leaves as it is.
 */
export function revisionRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  item: {
    path: string;
    of: string;
    keeps?: string;
    /** The section's gate, for routes outside a `staffSection`, whose own gate they are under. */
    onRequest?: onRequestHookHandler;
    versions: KeptVersions;
  },
) {
  const { path, of, onRequest, versions } = item;
  app.get(
    `${path}/:id/revisions`,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: `Uložené verze ${of}: kdo a kdy, nejnovější první`,
        security,
        params: idParams,
        response: { 200: z.object({ data: z.array(revisionSchema) }), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await versions.revisions(apiContext(request), request.params.id) }),
  );
  app.get(
    `${path}/:id/revisions/:version`,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: `Co verze ${of} změnila proti předchozí: pole po slovech (zůstalo, ubráno, přidáno)`,
        security,
        params: revisionParams,
        response: { 200: itemResponse(revisionDiffSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({
      data: await versions.revisionDiff(apiContext(request), request.params.id, request.params.version),
    }),
  );
  app.post(
    `${path}/:id/revisions/:version/restore`,
    {
      onRequest,
      schema: {
        tags: ['staff'],
        summary: `Obnovení staré verze ${of} jako nové uložení${item.keeps ? `; ${item.keeps}` : ''}`,
        security,
        params: revisionParams,
        body: restoreSchema,
        response: { 200: itemResponse(saved), ...refusals, 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({
      data: await versions.restore(
        apiContext(request),
        request.params.id,
        request.params.version,
        request.body.version,
      ),
    }),
  );
}
