import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { apiMessages } from '../../common/messages.ts';

/** An error whose status and message are meant for the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string[]>;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    errors?: Record<string, string[]>,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

/**
 * A refusal as a page throws it (a service's `HttpError`, or a form's invalid input): the Response
 * React Router shows with its status (404 "Stránka nenalezena", 429, …), still carrying the typed
 * error, so a form's action shows its message and per-field errors without reading the body back.
 * Someone else's object and a forbidden one both look like a missing page, as in the API.
 */
const REFUSAL = Symbol.for('vzorov.refusal');

export class Refusal extends Response {
  readonly [REFUSAL] = true;

  /**
   * Whether `value` is a refusal, also one made by another copy of this module: the pages' server
   * build bundles its own, while the services' wrapper (server/ssr/page-services.ts) runs the
   * server's, so `instanceof` would tell them apart.
   */
  static is(value: unknown): value is Refusal {
    return value instanceof Response && REFUSAL in value;
  }

  readonly error: HttpError;

  constructor(error: HttpError) {
    const status = error.statusCode === 403 ? 404 : error.statusCode;
    const body =
      status === 404
        ? { message: 'This page could not be found' }
        : { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
    super(JSON.stringify(body), { status, headers: { ...error.headers, 'content-type': 'application/json' } });
    this.error = error;
  }
}

export const notFound = (message: string = apiMessages.notFound) => new HttpError(404, message);

/** 422 with per-field messages, the spec's validation error set. */
export const invalid = (errors: Record<string, string[]>, message: string = apiMessages.validation) =>
  new HttpError(422, message, errors);

/** Fastify's own client-error codes, answered in Czech with their status. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: apiMessages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiMessages.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: apiMessages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: apiMessages.badRequest },
  // @fastify/multipart's
  FST_PARTS_LIMIT: { status: 413, message: apiMessages.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, message: apiMessages.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: apiMessages.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: apiMessages.payloadTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: apiMessages.invalidMultipart },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: apiMessages.invalidMultipart },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: apiMessages.invalidMultipart },
};

/**
 * What busboy (under @fastify/multipart) throws for a body that is not the
 * multipart it claims to be: no boundary, cut short, a part ended early. Its
 * errors carry no code or status, so they are known by their wording, and
 * only on a request that came as multipart.
 */
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Unsupported Content-Type\.|Missing Content-Type-header\.)$/;

export const isMultipartParseError = (error: Error, request: FastifyRequest) =>
  (request as { isMultipart?: () => boolean }).isMultipart?.() === true &&
  !(error as FastifyError).statusCode &&
  MULTIPART_PARSE_ERROR.test(error.message);

/**
 * One error handler for the API: validation problems become the spec's 422
 * with per-field Czech messages, a bad path parameter is a 404 (that address
 * does not exist), Fastify's and the multipart parser's errors keep their 4xx
 * status with a Czech message (a malformed multipart body is a 400), and
 * anything unexpected is a 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') {
        const locale = error.validation.some((issue) => issue.instancePath === '/locale');
        return reply.status(404).send({ message: locale ? apiMessages.unknownLocale : apiMessages.notFound });
      }
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= [];
        errors[key].push(issue.message ?? apiMessages.validation);
      }
      return reply.status(422).send({ message: apiMessages.validation, errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (isMultipartParseError(error, request)) return reply.status(400).send({ message: apiMessages.invalidMultipart });
    if (error.statusCode === 429) return reply.status(429).send({ message: apiMessages.rateLimited });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: apiMessages.badRequest });
    }
    if (isDatabaseUnavailable(error)) {
      // The database restarted or failed over: the request may be tried again in a moment, and said so.
      request.log.warn({ err: error }, 'the database was not reachable');
      return reply.status(503).header('retry-after', '5').send({ message: apiMessages.unavailable });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({ message: apiMessages.internal });
  });
}

/**
 * Whether an error (or what it wraps: drizzle's query errors carry the driver's as `cause`) says the
 * database is away rather than that the request was wrong: a connection cut or refused, a server
 * shutting down or starting (SQLSTATE 08…, 57P01–57P03), or a standby not yet promoted refusing a
 * write (25006).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = 'code' in e ? String(e.code) : '';
    if (/^08|^57P0[123]$|^25006$|^ECONNREFUSED$|^ECONNRESET$|^EPIPE$/.test(code)) return true;
    if (/^Connection terminated( unexpectedly| due to connection timeout)?$/.test(e.message)) return true;
  }
  return false;
}
