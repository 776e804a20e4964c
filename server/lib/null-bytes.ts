import type { FastifyInstance } from 'fastify';

const clean = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

// Plain objects only; parsed query strings inherit from a null-prototype object, so have no constructor.
const isPlainObject = (value: object): value is Record<string, unknown> =>
  value.constructor === Object || value.constructor === undefined;

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in a path, a query string or a
 * JSON body would fail the query with a 500. No field of ours means anything
 * by it: it is removed before validation, wherever it hides. Walks the value
 * with its own stack rather than by recursion, so no nesting can overflow the
 * call stack (JSON bodies are depth-limited too, see `json-body.ts`).
 */
export function stripNullBytes<T>(value: T): T {
  if (typeof value === 'string') return clean(value) as T;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const container = pending.pop();
    if (!container || typeof container !== 'object') continue;
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i++) {
        const inner = container[i];
        if (typeof inner === 'string') container[i] = clean(inner);
        else if (inner && typeof inner === 'object') pending.push(inner);
      }
    } else if (isPlainObject(container)) {
      for (const key of Object.keys(container)) {
        const inner = container[key];
        if (typeof inner === 'string') container[key] = clean(inner);
        else if (inner && typeof inner === 'object') pending.push(inner);
      }
    }
  }
  return value;
}

export function registerNullByteStripping(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.params = stripNullBytes(request.params);
    request.query = stripNullBytes(request.query);
    request.body = stripNullBytes(request.body);
  });
}
