import type { FastifyPluginAsync } from 'fastify';
import { apiContext } from '../../../server/lib/service-context.ts';
import type { PublicDefect } from './schemas.ts';
import { allPublicReports } from './service.server.ts';

/**
 * The public list as GeoJSON (RFC 7946): each report a point at `[lon, lat]` with what the list shows
 * of it, and the address of its page. Nothing of the reporter's, and no description: the office
 * allows that per report, on its page.
 */
export function reportsGeoJson(reports: PublicDefect[], publicUrl: string) {
  return {
    type: 'FeatureCollection' as const,
    features: reports.map((r) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [r.lon, r.lat] },
      properties: {
        number: r.number,
        category: r.category.name,
        status: r.status,
        status_label: r.status_label,
        place: r.place,
        reported_at: r.reported_at,
        updated_at: r.updated_at,
        url: `${publicUrl}${r.url}`,
      },
    })),
  };
}

export const defectsOpenDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/opendata/zavady.geojson', { schema: { hide: true } }, async (request, reply) => {
    const reports = await allPublicReports(apiContext(request));
    return reply
      .headers({
        'content-type': 'application/geo+json; charset=utf-8',
        'cache-control': 'public, max-age=300',
        'access-control-allow-origin': '*',
      })
      .send(JSON.stringify(reportsGeoJson(reports, app.config.PUBLIC_URL)));
  });
};
