import { cleanText } from '../lib/clean-text.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { Services } from '../services.ts';

/**
 * A service's refusal as the page sees it: a thrown Response, which React
 * Router turns into the error page with its status (404 "Stránka
 * nenalezena", 429, …), or which a form's action catches to show the message
 * and the per-field errors (app/lib/forms.server.ts). Someone else's object
 * and a forbidden one both look like a missing page, as in the API.
 */
export function refusal(error: HttpError): Response {
  const status = error.statusCode === 403 ? 404 : error.statusCode;
  const body =
    status === 404
      ? { message: 'This page could not be found' }
      : { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  return Response.json(body, { status, headers: error.headers });
}

type Module = Record<string, unknown>;

/**
 * The same operations, each mapping its typed errors to a refusal: once, here, for every page. What
 * a page hands an operation after its context (a path's slug, a form's values) is cleaned as the
 * API cleans every request (`cleanText`): a NUL in an address is a 404, not a failed query.
 */
export function pageServices(services: Services): Services {
  const wrapped: Record<string, Module> = {};
  for (const [feature, operations] of Object.entries(services as unknown as Record<string, Module>)) {
    wrapped[feature] = Object.fromEntries(
      Object.entries(operations).map(([name, operation]) => [
        name,
        typeof operation === 'function'
          ? async (...args: unknown[]) => {
              try {
                for (let i = 1; i < args.length; i++) args[i] = cleanText(args[i]);
                return await operation(...args);
              } catch (error) {
                if (error instanceof HttpError && error.statusCode < 500) throw refusal(error);
                throw error;
              }
            }
          : operation,
      ]),
    );
  }
  return wrapped as unknown as Services;
}
