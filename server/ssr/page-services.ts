import type { Services } from '../../composition/services.ts';
import { cleanText } from '../lib/clean-text.ts';
import { HttpError, Refusal } from '../lib/http-errors.ts';

type Module = Record<string, unknown>;

/**
 * The same operations, each mapping its typed errors to a `Refusal`: once, here, for every page. What
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
                if (error instanceof HttpError && error.statusCode < 500) throw new Refusal(error);
                throw error;
              }
            }
          : operation,
      ]),
    );
  }
  return wrapped as unknown as Services;
}
