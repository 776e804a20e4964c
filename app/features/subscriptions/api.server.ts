import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrors, errorSchema, itemResponse, validationErrorSchema } from '../../../server/lib/api-schemas.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { messageSchema } from '../accounts/schemas.ts';
import {
  mySubscriptionInput,
  subscribeSchema,
  subscriptionSchema,
  tokenParams,
  topicGroupSchema,
  topicsInput,
} from './schemas.ts';
import {
  confirm,
  mySubscription,
  saveMySubscription,
  saveTopics,
  subscribe,
  subscription,
  topicGroups,
  unsubscribe,
} from './service.server.ts';

const refusals = { 404: errorSchema, 422: validationErrorSchema, 429: errorSchema };

/** E-mail subscriptions (issue 16): double opt-in, change and unsubscribe by the mails' link. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/subscriptions/topics',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Co lze odebírat e-mailem: kategorie aktualit a úřední desky, akce',
        response: { 200: z.object({ data: z.array(topicGroupSchema) }) },
      },
    },
    async (request) => ({ data: await topicGroups(apiContext(request)) }),
  );

  app.post(
    '/api/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          'Objednání odběru: na adresu přijde odkaz pro potvrzení; odpověď je stejná, ať adresa odběr má, nebo ne',
        body: subscribeSchema,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => subscribe(apiContext(request), request.body),
  );

  app.post(
    '/api/subscriptions/:token/confirm',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Potvrzení odběru odkazem z e-mailu',
        params: tokenParams,
        response: { 200: itemResponse(subscriptionSchema), ...refusals },
      },
    },
    async (request) => ({ data: await confirm(apiContext(request), request.params.token) }),
  );

  app.get(
    '/api/subscriptions/:token',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Odběr podle odkazu z e-mailu',
        params: tokenParams,
        response: { 200: itemResponse(subscriptionSchema), ...refusals },
      },
    },
    async (request) => ({ data: await subscription(apiContext(request), request.params.token) }),
  );

  app.put(
    '/api/subscriptions/:token',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Změna témat odběru',
        params: tokenParams,
        body: topicsInput,
        response: { 200: itemResponse(subscriptionSchema), ...refusals },
      },
    },
    async (request) => ({ data: await saveTopics(apiContext(request), request.params.token, request.body) }),
  );

  app.delete(
    '/api/subscriptions/:token',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Zrušení odběru (jednou; podruhé 404)',
        params: tokenParams,
        response: { 200: messageSchema, ...refusals },
      },
    },
    async (request) => unsubscribe(apiContext(request), request.params.token),
  );

  app.get(
    '/api/me/subscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Odběr přihlášeného občana na adresu jeho účtu',
        response: { 200: itemResponse(subscriptionSchema), ...commonErrors },
      },
    },
    async (request) => ({ data: await mySubscription(apiContext(request)) }),
  );

  app.put(
    '/api/me/subscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Nastavení odběru přihlášeného občana; prázdný seznam témat odběr ruší',
        body: mySubscriptionInput,
        response: { 200: itemResponse(subscriptionSchema), ...refusals, ...commonErrors },
      },
    },
    async (request) => ({ data: await saveMySubscription(apiContext(request), request.body) }),
  );
};
