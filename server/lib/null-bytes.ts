import type { FastifyInstance } from 'fastify';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in a query string or a JSON
 * body would fail the query with a 500. No field of ours means anything by
 * it: it is removed before validation, wherever it hides.
 */
export function stripNullBytes<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  if (Array.isArray(value)) return value.map(stripNullBytes) as T;
  // Plain objects only; parsed query strings inherit from a null-prototype object, so have no constructor.
  if (value && typeof value === 'object' && (value.constructor === Object || value.constructor === undefined)) {
    for (const [key, inner] of Object.entries(value)) (value as Record<string, unknown>)[key] = stripNullBytes(inner);
  }
  return value;
}

export function registerNullByteStripping(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.query = stripNullBytes(request.query);
    request.body = stripNullBytes(request.body);
  });
}
