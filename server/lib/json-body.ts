import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../common/messages.ts';
import { HttpError } from './http-errors.ts';

/** Far deeper than any body the API takes (a form's answers are two levels). */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`. A linear scan
 * of the text, so it runs before anything walks the parsed value: a body
 * thousands of levels deep would overflow the stack of any recursive code
 * that touches it (NUL stripping, validation, logging).
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (secure-json-parse, which has no depth option)
 * behind a depth check: an absurdly deep body is a 400 with a Czech message.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs: 'string' hands over a string; the type allows a Buffer too.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, apiMessages.jsonTooDeep), undefined);
      return;
    }
    parse(request, text, done);
  });
}
