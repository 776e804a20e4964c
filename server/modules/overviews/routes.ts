import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { overviewSchema } from '../../../common/overviews.ts';
import { overviews } from '../../db/schema/index.ts';
import { commonErrors, itemResponse } from '../../lib/api-schemas.ts';
import { notFound } from '../../lib/http-errors.ts';

export const overviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/overviews',
    {
      schema: {
        tags: ['pages'],
        summary: 'Přehledové stránky (bez dlaždic)',
        response: { 200: z.object({ data: z.array(overviewSchema.omit({ tiles: true })) }), ...commonErrors },
      },
    },
    async () => ({
      data: await app.db
        .select({ slug: overviews.slug, title: overviews.title, perex: overviews.perex })
        .from(overviews)
        .orderBy(asc(overviews.title))
        .limit(100),
    }),
  );

  app.get(
    '/api/overviews/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'Přehledová stránka: rozcestník dlaždic s odkazy',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) }),
        response: { 200: itemResponse(overviewSchema), ...commonErrors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ slug: overviews.slug, title: overviews.title, perex: overviews.perex, tiles: overviews.tiles })
        .from(overviews)
        .where(eq(overviews.slug, request.params.slug))
        .limit(1);
      if (!row) throw notFound('Stránka neexistuje.');
      return { data: row };
    },
  );
};
