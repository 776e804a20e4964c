import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { savedSchema, staffSection } from '../../../server/lib/staff-item-routes.ts';
import {
  bannerIdParams,
  bannerInputSchema,
  bannerMoveSchema,
  bannerRowSchema,
  editableSettingsSchema,
  settingUpdateSchema,
} from './schemas.ts';
import {
  adminBanner,
  adminBanners,
  deleteBanner,
  editableSettings,
  moveBanner,
  saveBanner,
  saveSetting,
} from './service.server.ts';

/** The settings the office edits: contacts and account, opening hours, the announcement, the menus. */
const settingsEditing: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/settings',
    {
      schema: {
        summary: 'Nastavení, která upravuje úřad (kontakty a účet, úřední hodiny, oznámení, menu), s čísly verzí',
        response: { 200: itemResponse(editableSettingsSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await editableSettings(apiContext(request)) }),
  );

  app.put(
    '/api/staff/settings',
    {
      schema: {
        summary: 'Uložení jednoho nastavení; se starším číslem verze, než je uložené, vrací 409 a nic nemění',
        body: settingUpdateSchema,
        response: {
          200: itemResponse(z.object({ version: z.number() })),
          409: errorSchema,
          ...commonErrors,
        },
      },
    },
    async (request) => ({ data: await saveSetting(apiContext(request), request.body) }),
  );
};

/** The home page's banners: all of them, shown or not, in the slider's order. */
const bannersEditing: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/banners',
    {
      schema: {
        summary: 'Všechny bannery úvodní stránky v pořadí posuvníku, i vypnuté a mimo dobu zobrazení',
        response: { 200: z.object({ data: z.array(bannerRowSchema) }), ...commonErrors },
      },
    },
    async (request) => ({ data: await adminBanners(apiContext(request)) }),
  );

  app.get(
    '/api/staff/banners/:id',
    {
      schema: {
        summary: 'Banner k úpravám',
        params: bannerIdParams,
        response: { 200: itemResponse(bannerRowSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await adminBanner(apiContext(request), request.params.id) }),
  );

  app.post(
    '/api/staff/banners',
    {
      schema: {
        summary: 'Nový banner na konec posuvníku, s obrázkem z knihovny',
        body: bannerInputSchema,
        response: { 201: itemResponse(savedSchema), ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: await saveBanner(apiContext(request), null, request.body) };
    },
  );

  app.put(
    '/api/staff/banners/:id',
    {
      schema: {
        summary: 'Úprava banneru; se starším číslem verze vrací 409 a nic nemění',
        params: bannerIdParams,
        body: bannerInputSchema,
        response: { 200: itemResponse(savedSchema), 409: errorSchema, ...commonErrors },
      },
    },
    async (request) => ({ data: await saveBanner(apiContext(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/staff/banners/:id/move',
    {
      schema: {
        summary: 'Posun banneru o místo dopředu (up) nebo dozadu (down) v posuvníku',
        params: bannerIdParams,
        body: bannerMoveSchema,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await moveBanner(apiContext(request), request.params.id, request.body.direction);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/staff/banners/:id',
    {
      schema: {
        summary: 'Smazání banneru; jeho obrázek zůstává v knihovně',
        params: bannerIdParams,
        response: { 204: z.null(), ...commonErrors },
      },
    },
    async (request, reply) => {
      await deleteBanner(apiContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** The shell editors' API (section `shell`): the settings and menus, and the banners. */
export const shellStaffRoutes = staffSection('shell', async (app) => {
  await app.register(settingsEditing);
  await app.register(bannersEditing);
});
