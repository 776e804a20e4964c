import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../server/lib/http-errors.ts';
import { apiContext } from '../../../server/lib/service-context.ts';
import { open311Definition, open311Request, open311Requests, open311Services } from './open311-data.server.ts';
import {
  CONTENT_TYPES,
  errorBody,
  type Format,
  formatOf,
  type Open311Error,
  xmlList,
  xmlOne,
} from './open311-format.ts';
import {
  open311DefinitionSchema,
  open311ErrorSchema,
  open311Jurisdiction,
  open311Post,
  open311PostedSchema,
  open311Query,
  open311RequestSchema,
  open311ServiceSchema,
} from './open311-schemas.ts';
import { fileReport, listCategories } from './service.server.ts';
import { open311ClientOf } from './staff/open311-clients.server.ts';

// Open311 GeoReport v2 (wiki.open311.org/GeoReport_v2) under /open311/v2: the categories as services,
// the confirmed reports as service requests, and a report filed by an app with the key the office
// issued it. Each call in XML (the specification's own) and JSON; errors in the specification's
// shape, never the site's. Reading is open to anyone, from any origin.

const TAG = 'Open311 GeoReport v2';
const SPECIFICATION = 'http://wiki.open311.org/GeoReport_v2';

function send(reply: FastifyReply, format: Format, body: string, status = 200) {
  return reply
    .status(status)
    .headers({ 'content-type': CONTENT_TYPES[format], 'access-control-allow-origin': '*' })
    .send(body);
}

/** The error's status and the specification's body: 404 for what is not there, 403 for a key, 400 for the rest. */
function refusal(error: FastifyError): { status: number; errors: Open311Error[] } {
  if (error.validation)
    return {
      status: 400,
      errors: error.validation.map((issue) => ({
        code: 400,
        description:
          `${issue.instancePath.replace(/^\//, '') || issue.params?.missingProperty || ''} ${issue.message ?? ''}`.trim(),
      })),
    };
  if (error instanceof HttpError) {
    const status = error.statusCode === 422 ? 400 : error.statusCode;
    const fields = Object.entries(error.errors ?? {}).flatMap(([field, messages]) =>
      messages.map((message) => ({ code: status, description: `${field}: ${message}` })),
    );
    return { status, errors: fields.length > 0 ? fields : [{ code: status, description: error.message }] };
  }
  const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
  return { status, errors: [{ code: status, description: status === 500 ? 'Chyba serveru.' : error.message }] };
}

/** The one jurisdiction this server knows is the town's host; any other is not here. */
function checkJurisdiction(app: FastifyInstance, jurisdiction: string | undefined) {
  if (jurisdiction && jurisdiction !== new URL(app.config.PUBLIC_URL).host)
    throw new HttpError(404, `Jurisdikce ${jurisdiction} zde není.`);
}

const formats: Format[] = ['json', 'xml'];

type Scope = Parameters<FastifyPluginAsyncZod>[0];

/** Service Discovery. */
function discovery(app: Scope, format: Format) {
  const json = format === 'json';
  app.get(
    `/discovery.${format}`,
    { schema: { tags: [TAG], summary: `Service Discovery: kde a v jakých formátech API je (${format})` } },
    async (_request, reply) => {
      const body = {
        changeset: '2026-12-07T00:00:00+01:00',
        contact: `Městský úřad Vzorov, ${new URL(app.config.PUBLIC_URL).host}`,
        key_service: `${app.config.PUBLIC_URL}/sprava/zavady/aplikace`,
        endpoints: [
          {
            specification: SPECIFICATION,
            url: `${app.config.PUBLIC_URL}/open311/v2`,
            changeset: '2026-12-07T00:00:00+01:00',
            type: 'production',
            formats: ['text/xml', 'application/json'],
          },
        ],
      };
      const xml = () =>
        xmlOne('discovery', {
          ...body,
          endpoints: { endpoint: body.endpoints.map((e) => ({ ...e, formats: { format: e.formats } })) },
        });
      return send(reply, format, json ? JSON.stringify(body) : xml());
    },
  );
}

/** GET Service List. */
function serviceList(app: Scope, format: Format) {
  const json = format === 'json';
  app.get(
    `/services.${format}`,
    {
      schema: {
        tags: [TAG],
        summary: `Service List: druhy závad (${format}; JSON je pole bez obalu, jak velí specifikace)`,
        querystring: open311Jurisdiction,
        ...(json ? { response: { 200: z.array(open311ServiceSchema), 404: open311ErrorSchema } } : {}),
      },
    },
    async (request, reply) => {
      checkJurisdiction(app, request.query.jurisdiction_id);
      const services = await open311Services(apiContext(request));
      return send(reply, format, json ? JSON.stringify(services) : xmlList('services', 'service', services));
    },
  );
}

/** GET Service Definition. */
function serviceDefinition(app: Scope, format: Format) {
  const json = format === 'json';
  app.get(
    `/services/:service_code.${format}`,
    {
      schema: {
        tags: [TAG],
        summary: `Service Definition: co služba žádá navíc (${format}); naše služby nic navíc nežádají`,
        params: z.object({ service_code: z.string().max(60) }),
        querystring: open311Jurisdiction,
        ...(json ? { response: { 200: open311DefinitionSchema, 404: open311ErrorSchema } } : {}),
      },
    },
    async (request, reply) => {
      checkJurisdiction(app, request.query.jurisdiction_id);
      const definition = await open311Definition(apiContext(request), request.params.service_code);
      const xml = () => xmlOne('service_definition', { service_code: definition.service_code, attributes: '' });
      return send(reply, format, json ? JSON.stringify(definition) : xml());
    },
  );
}

/** GET Service Requests. */
function requestList(app: Scope, format: Format) {
  const json = format === 'json';
  app.get(
    `/requests.${format}`,
    {
      schema: {
        tags: [TAG],
        summary: `GET Service Requests: potvrzená hlášení podle čísel, služeb, dat (nejvýše 90 dní), stavu, bbox; stránky page/page_size (${format})`,
        querystring: open311Query,
        ...(json ? { response: { 200: z.array(open311RequestSchema), 400: open311ErrorSchema } } : {}),
      },
    },
    async (request, reply) => {
      checkJurisdiction(app, request.query.jurisdiction_id);
      const requests = await open311Requests(apiContext(request), request.query);
      reply.header('cache-control', 'public, max-age=60');
      return send(reply, format, json ? JSON.stringify(requests) : xmlList('service_requests', 'request', requests));
    },
  );
}

/** GET Service Request. */
function oneRequest(app: Scope, format: Format) {
  const json = format === 'json';
  app.get(
    `/requests/:service_request_id.${format}`,
    {
      schema: {
        tags: [TAG],
        summary: `GET Service Request: jedno potvrzené hlášení (${format})`,
        params: z.object({ service_request_id: z.string().max(20) }),
        querystring: open311Jurisdiction,
        ...(json ? { response: { 200: z.array(open311RequestSchema), 404: open311ErrorSchema } } : {}),
      },
    },
    async (request, reply) => {
      checkJurisdiction(app, request.query.jurisdiction_id);
      const found = await open311Request(apiContext(request), request.params.service_request_id);
      return send(reply, format, json ? JSON.stringify(found) : xmlList('service_requests', 'request', found));
    },
  );
}

/** POST Service Request, by an app with its key. */
function postRequest(app: Scope, format: Format) {
  const json = format === 'json';
  app.post(
    `/requests.${format}`,
    {
      schema: {
        tags: [TAG],
        summary: `POST Service Request: hlášení z aplikace s klíčem api_key, který vydal úřad; form-urlencoded nebo JSON (${format})`,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: open311Post,
        ...(json ? { response: { 201: z.array(open311PostedSchema), 403: open311ErrorSchema } } : {}),
      },
    },
    async (request, reply) => {
      const body = request.body;
      checkJurisdiction(app, body.jurisdiction_id);
      const ctx = apiContext(request);
      const client = await open311ClientOf(ctx, body.api_key);
      // An unknown service is a missing resource (404), not a field of a form.
      const definition = await open311Definition(ctx, body.service_code);
      const { report } = await fileReport(
        ctx,
        {
          category: definition.service_code,
          description: body.media_url ? `${body.description}\n\nFotografie: ${body.media_url}` : body.description,
          lat: body.lat,
          lon: body.long,
          misto: body.address_string,
          adresa: body.address_id,
          email: body.email,
        },
        [],
        { clientId: client.id, reporterName: [body.first_name, body.last_name].filter(Boolean).join(' ') || null },
      );
      const notice = (await listCategories(ctx)).find((c) => c.code === definition.service_code)?.notice ?? '';
      const posted = [
        { service_request_id: report.number, service_notice: notice, account_id: body.account_id ?? null },
      ];
      return send(reply, format, json ? JSON.stringify(posted) : xmlList('service_requests', 'request', posted), 201);
    },
  );
}

const scope: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, errors } = refusal(error);
    if (status >= 500) request.log.error(error);
    return send(reply, formatOf(request.url), errorBody(formatOf(request.url), errors), status);
  });
  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      formatOf(request.url),
      errorBody(formatOf(request.url), [{ code: 404, description: 'Neznámá adresa.' }]),
      404,
    ),
  );
  // Apps post form-urlencoded, as the specification says; only here, the site's own API takes JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request: FastifyRequest, body: string | Buffer, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  for (const format of formats)
    for (const route of [discovery, serviceList, serviceDefinition, requestList, oneRequest, postRequest])
      route(app, format);
};

export const open311Routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(scope, { prefix: '/open311/v2' });
};
