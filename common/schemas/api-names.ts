import { z } from 'zod';

/**
 * The names the OpenAPI document gives the shared schemas (`components.schemas`, reached by `$ref`).
 *
 * Not zod's global registry: the production process holds these modules twice, once compiled into
 * the server (the API, build/server-dist) and once bundled into React Router's server build (the
 * pages, build/server/index.js). Both copies registered `Case` in the one global registry, and the
 * document failed with "Duplicate schema id" on every call. Each copy of this module has a registry
 * of its own, so the API's document is made from the API's schemas alone.
 */
export const apiSchemas = z.registry<{ id: string }>();
