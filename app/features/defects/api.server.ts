import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import {
  addressPointSchema,
  addressQuery,
  defectCategorySchema,
  placeCheckSchema,
  placeQuery,
  townMapSchema,
} from './schemas.ts';
import { checkPlace, listCategories, searchAddresses, townMap } from './service.server.ts';

export const defectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/defects/categories',
    {
      schema: {
        tags: ['defects'],
        summary: 'Druhy závad, které lze nahlásit, s odborem, který je řeší, a lhůtou',
        response: { 200: z.object({ data: z.array(defectCategorySchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listCategories(apiContext(request)) }),
  );

  app.get(
    '/api/defects/places',
    {
      schema: {
        tags: ['defects'],
        summary: 'Adresní místa města: čísla domů v ulici (ulice), nebo návrhy k napsané adrese (q), nejvýše 10',
        querystring: addressQuery,
        response: { 200: z.object({ data: z.array(addressPointSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await searchAddresses(apiContext(request), request.query) }),
  );

  app.get(
    '/api/defects/places/check',
    {
      schema: {
        tags: ['defects'],
        summary: 'Místo na mapě: zda leží ve městě, v které jeho části a u které adresy (do 150 m)',
        querystring: placeQuery,
        response: { 200: itemResponse(placeCheckSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await checkPlace(apiContext(request), request.query) }),
  );

  app.get(
    '/api/defects/map',
    {
      schema: {
        tags: ['defects'],
        summary: 'Mapa města v GeoJSON: hranice, části obce, ulice, vodní plochy, železnice (podklad mapy závad)',
        response: { 200: townMapSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return townMap(apiContext(request));
    },
  );
};
