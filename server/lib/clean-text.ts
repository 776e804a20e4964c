import type { FastifyInstance } from 'fastify';

/** Half of a UTF-16 pair on its own (half an emoji): no text encoding, so no database, can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NUL = '\u0000';

const clean = (text: string) => {
  const withoutNul = text.includes(NUL) ? text.replaceAll(NUL, '') : text;
  return withoutNul.replace(LONE_SURROGATE, '\uFFFD');
};

// Plain objects only; parsed query strings inherit from a null-prototype object, so have no constructor.
const isPlainObject = (value: object): value is Record<string, unknown> =>
  value.constructor === Object || value.constructor === undefined;

/**
 * Text as PostgreSQL can store it, wherever it hides in a value (a path, a query string, a JSON
 * body, a page's form or parameters): PostgreSQL text cannot hold U+0000 and its JSON cannot hold
 * a lone UTF-16 surrogate, so either would fail the query with a 500. No field of ours means
 * anything by a NUL: it is removed. A lone surrogate becomes U+FFFD, the replacement character,
 * as a browser's form and any UTF-8 decoder already turn what they cannot read: the same text
 * whichever way it came in, in every column and every copy (the audit log, the versions).
 * Walks the value with its own stack rather than by recursion, so no nesting can overflow the
 * call stack (JSON bodies are depth-limited too, see `json-body.ts`).
 */
export function cleanText<T>(value: T): T {
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

/** Every API request's parameters, query and body, before they are validated. */
export function registerTextCleaning(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.params = cleanText(request.params);
    request.query = cleanText(request.query);
    request.body = cleanText(request.body);
  });
}
