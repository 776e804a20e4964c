import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingEntrySchema } from '../../../common/settings.ts';
import { commonErrors, listQuery, listResponse, localeParams, page } from '../../lib/api-schemas.ts';
import { listSettings } from './service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/:locale',
    {
      schema: {
        tags: ['settings'],
        summary: 'Nastavení webu (menu, úřední hodiny, oznámení…) jako dvojice název/hodnota',
        params: localeParams,
        querystring: listQuery,
        response: { 200: listResponse(settingEntrySchema), ...commonErrors },
      },
    },
    async (request) => {
      const { rows, total } = await listSettings(app.db, request.params.locale, request.query);
      return page(rows, total, request.query);
    },
  );
};
