import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiSchemas } from '../../common/schemas/api-names.ts';

/**
 * The OpenAPI document is generated from the routes' Zod schemas, so it cannot
 * drift from what the API validates and returns.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API webu Města Vzorov',
        description:
          'Veřejné API webu a účtu občana. Odpovědi jsou JSON; seznam je `{ data, meta }`, jedna položka `{ data }`, chyba `{ message }`, chyba ve vstupu 422 `{ message, errors }`.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.PUBLIC_URL }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Token z POST /api/auth/login' } },
      },
    },
    // The named schemas of this copy of the modules, not zod's global registry (common/schemas/api-names.ts).
    transform: createJsonSchemaTransform({ schemaRegistry: apiSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiSchemas }),
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });

  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { url: '/api/openapi.json', docExpansion: 'list', deepLinking: true },
  });
}
