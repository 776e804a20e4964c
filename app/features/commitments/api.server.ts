import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, itemResponse } from '../../../server/lib/api-schemas.ts';
import { fileNotFound } from '../../../server/lib/files.ts';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { apiContext, cookieContext } from '../../../server/lib/service-context.ts';
import { commitmentSchema, commitmentWithQrSchema } from './schemas.ts';
import { getMine, listMine, receiptPdf } from './service.server.ts';

const idParams = z.object({ id: z.string().max(100) });

const sendPdf = (reply: FastifyReply, pdf: Buffer, id: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="potvrzeni-${id.slice(0, 8)}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);

export const commitmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/commitments',
    {
      schema: {
        tags: ['commitments'],
        summary: 'Závazky přihlášeného občana (poplatky a platby městu), podle splatnosti',
        response: { 200: z.object({ data: z.array(commitmentSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await listMine(apiContext(request)) }),
  );

  app.get(
    '/api/me/commitments/:id',
    {
      schema: {
        tags: ['commitments'],
        summary: 'Jeden závazek s platebními údaji a QR kódem pro platbu (SVG); cizí závazek je 404',
        params: idParams,
        response: { 200: itemResponse(commitmentWithQrSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await getMine(apiContext(request), request.params.id) }),
  );

  app.get(
    '/api/me/commitments/:id/receipt.pdf',
    {
      schema: {
        tags: ['commitments'],
        summary: 'Potvrzení o zaplacení jako PDF (jen zaplacený závazek)',
        params: idParams,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receiptPdf(apiContext(request), request.params.id), request.params.id),
  );
};

/** The receipt for the account page, which carries the login cookie: `/soubory/potvrzeni/{id}.pdf`. */
export const receiptFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/soubory/potvrzeni/:id.pdf', async (request, reply) => {
    try {
      return sendPdf(reply, await receiptPdf(await cookieContext(request), request.params.id), request.params.id);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return fileNotFound(reply);
      throw error;
    }
  });
};
