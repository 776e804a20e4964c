import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { apiMessages } from '../../common/messages.ts';

/** An error whose status and message are meant for the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
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
};

/**
 * One error handler for the API: validation problems become the spec's 422
 * with per-field Czech messages, a bad path parameter is a 404 (that address
 * does not exist), Fastify's parsing errors keep their 4xx status with a
 * Czech message, and anything unexpected is a 500 without internals.
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
    if (error.statusCode === 429) return reply.status(429).send({ message: apiMessages.rateLimited });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: apiMessages.badRequest });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({ message: apiMessages.internal });
  });
}
