import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commitmentSchema } from '../../../common/commitments.ts';
import { formatDay } from '../../../common/dates.ts';
import { formatPrice } from '../../../common/price.ts';
import type { Db } from '../../db/client.ts';
import { commonErrors, itemResponse } from '../../lib/api-schemas.ts';
import { cookieUser, requireUser } from '../../lib/authenticate.ts';
import { fileNotFound } from '../../lib/files.ts';
import { notFound } from '../../lib/http-errors.ts';
import { simplePdf } from '../../lib/pdf.ts';
import { getCommitment, listCommitments, qrSvg, TOWN_ACCOUNT, toCommitment } from './service.ts';

/** The receipt of a paid commitment as a PDF; null while it is unpaid or not this person's. */
async function receipt(db: Db, userId: number, id: string, name: string) {
  const row = await getCommitment(db, userId, id);
  if (!row?.paidOn) return null;
  const c = toCommitment(row);
  return simplePdf({
    header: 'Město Vzorov, náměstí Míru 1, 123 45 Vzorov',
    title: `Potvrzení o zaplacení: ${c.title}`,
    paragraphs: [
      `Město Vzorov potvrzuje, že ${name} zaplatil(a) ${formatPrice(c.amount).replace(/\u00a0/g, ' ')} za: ${c.title}.`,
      `Variabilní symbol: ${c.payment.variable_symbol}${c.payment.specific_symbol ? `, specifický symbol: ${c.payment.specific_symbol}` : ''}.`,
      `Datum splatnosti: ${formatDay(c.due_on)}. Zaplaceno dne: ${formatDay(row.paidOn)}.`,
      `Platba na účet ${TOWN_ACCOUNT.account} (${c.payment.iban}).`,
    ],
    footer: 'Potvrzení bylo vytvořeno elektronicky a je platné bez podpisu a razítka.',
    date: new Date(`${row.paidOn}T12:00:00Z`),
  });
}

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
    async (request) => ({ data: await listCommitments(app.db, requireUser(request).id) }),
  );

  app.get(
    '/api/me/commitments/:id',
    {
      schema: {
        tags: ['commitments'],
        summary: 'Jeden závazek s platebními údaji a QR kódem pro platbu (SVG); cizí závazek je 404',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: itemResponse(commitmentSchema.extend({ qr_svg: z.string().nullable() })), ...commonErrors },
      },
    },
    async (request) => {
      const row = await getCommitment(app.db, requireUser(request).id, request.params.id);
      if (!row) throw notFound();
      const c = toCommitment(row);
      return { data: { ...c, qr_svg: c.payment.spayd ? await qrSvg(c.payment.spayd) : null } };
    },
  );

  app.get(
    '/api/me/commitments/:id/receipt.pdf',
    {
      schema: {
        tags: ['commitments'],
        summary: 'Potvrzení o zaplacení jako PDF (jen zaplacený závazek)',
        params: z.object({ id: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const pdf = await receipt(app.db, user.id, request.params.id, `${user.firstname} ${user.lastname}`);
      if (!pdf) throw notFound();
      return sendPdf(reply, pdf, request.params.id);
    },
  );
};

/** The receipt for the account page, which carries the login cookie: `/soubory/potvrzeni/{id}.pdf`. */
export const receiptFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/soubory/potvrzeni/:id.pdf', async (request, reply) => {
    const user = await cookieUser(app.db, request);
    const pdf = user && (await receipt(app.db, user.id, request.params.id, `${user.firstname} ${user.lastname}`));
    return pdf ? sendPdf(reply, pdf, request.params.id) : fileNotFound(reply);
  });
};
