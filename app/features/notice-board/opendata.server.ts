import type { FastifyPluginAsync } from 'fastify';
import { apiContext } from '../../../server/lib/service-context.ts';
import { site } from '../shell/service.server.ts';
import { boardWithDocuments } from './service.server.ts';

export const OFN_CONTEXT = 'https://ofn.gov.cz/úřední-desky/2021-07-20/kontexty/úřední-deska.jsonld';

type BoardItem = Awaited<ReturnType<typeof boardWithDocuments>>[number];

const moment = (date: string | null) =>
  date ? { typ: 'Časový okamžik', datum: date } : { typ: 'Časový okamžik', nespecifikovaný: true };

/**
 * The notice board as open data in the national standard: OFN "Úřední desky"
 * 2021-07-20 (DESIGN §8, law 106/1999 §5a). Only what is on the board today.
 */
export function noticeBoardJsonLd(items: BoardItem[], { publicUrl, ico }: { publicUrl: string; ico: string }) {
  const page = `${publicUrl}/uredni-deska`;
  return {
    '@context': OFN_CONTEXT,
    typ: 'Úřední deska',
    iri: page,
    stránka: page,
    provozovatel: { typ: 'Osoba', ičo: ico },
    informace: items.map((item) => {
      const url = `${page}/${item.slug}`;
      return {
        typ: 'Digitální objekt',
        iri: url,
        url,
        název: { cs: item.title },
        vyvěšení: moment(item.posted_on),
        relevantní_do: moment(item.relevant_until),
        ...(item.reference_number ? { číslo_jednací: item.reference_number } : {}),
        ...(item.file_mark ? { spisová_značka: item.file_mark } : {}),
        agenda: [{ typ: 'Agenda', název: { cs: item.category.name } }],
        dokument: item.documents.map((d) => ({
          typ: 'Digitální objekt',
          název: { cs: d.name },
          url: `${publicUrl}${d.url}`,
        })),
      };
    }),
  };
}

export const noticeBoardOpenDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/opendata/uredni-deska.jsonld', { schema: { hide: true } }, async (request, reply) => {
    const ctx = apiContext(request);
    const { townhall } = await site(ctx);
    const body = noticeBoardJsonLd(await boardWithDocuments(ctx), {
      publicUrl: app.config.PUBLIC_URL,
      ico: townhall?.ico ?? '',
    });
    return reply
      .type('application/ld+json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(JSON.stringify(body));
  });
};
