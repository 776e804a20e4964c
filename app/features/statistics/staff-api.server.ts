import { addDays, pragueToday } from '../../../common/dates.ts';
import { itemResponse, validationErrorSchema } from '../../../server/lib/api-schemas.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { staffSection } from '../../../server/lib/staff-item-routes.ts';
import { statsOverviewSchema, statsQuerySchema } from './schemas.ts';
import { overview } from './service.server.ts';

/** The site's figures for its editors (section `content`: any staff member who edits content). */
export const statisticsStaffRoutes = staffSection('content', async (app) => {
  app.get(
    '/api/staff/statistics',
    {
      schema: {
        summary:
          'Návštěvnost webu za rozmezí dní: zobrazení a návštěvníci po dnech, nejčtenější stránky, odkud lidé přišli, hledání bez výsledku',
        querystring: statsQuerySchema,
        response: { 200: itemResponse(statsOverviewSchema), 422: validationErrorSchema },
      },
    },
    async (request) => {
      const ctx = apiContext(request);
      const to = request.query.to ?? pragueToday(ctx.now);
      const from = request.query.from ?? addDays(to, -29);
      if (from > to) throw invalid({ to: ['Datum „do“ je před datem „od“.'] });
      return { data: await overview(ctx, { from, to }) };
    },
  );
});
