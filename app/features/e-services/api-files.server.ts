import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ATTACHMENT_LIMITS } from '../../../common/cases.ts';
import { isUploadedFile } from '../../../server/lib/uploads.ts';
import type { FormInput } from './schemas.ts';

// The files the cases' API takes in and gives out, for the residents' routes (api.server.ts) and the
// office's (staff-api.server.ts) alike: multipart bodies within a submission's limits, the documents
// of an answer or a step taken out of the body, and a case's summary as a PDF.

/**
 * Multipart bodies for the routes of this scope: each file read into memory, cut off at a file's
 * limit, and a request no longer read once it holds more than a submission may.
 */
export async function acceptCaseUploads(app: FastifyInstance): Promise<void> {
  const received = new WeakMap<FastifyRequest, number>();
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: {
      fileSize: ATTACHMENT_LIMITS.fileBytes,
      files: ATTACHMENT_LIMITS.files + 1,
      fields: 300,
      fieldSize: 20_000,
    },
    async onFile(this: FastifyRequest, part) {
      const so_far = received.get(this) ?? 0;
      if (so_far > ATTACHMENT_LIMITS.totalBytes) {
        part.file.resume();
        part.value = { filename: part.filename, mimetype: part.mimetype, data: Buffer.alloc(0), truncated: true };
        return;
      }
      const data = await part.toBuffer();
      received.set(this, so_far + data.length);
      part.value = { filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
    },
  });
}

/** The documents of a resident's answer or a clerk's step in flight, taken out of the body before it is validated. */
const stepFiles = new WeakMap<FastifyRequest, FormInput['uploads']>();

/** A route's `preValidation`: the parts sent under `files` are the documents; the rest is the body. */
export async function takeFiles(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object' || !('files' in body)) return;
  stepFiles.set(
    request,
    [body.files].flat().flatMap((file) => (isUploadedFile(file) ? [{ field: 'files', file }] : [])),
  );
  delete body.files;
}

/** The documents `takeFiles` took out of this request's body; none for a JSON body. */
export const documentsOf = (request: FastifyRequest): FormInput['uploads'] => stepFiles.get(request) ?? [];

/** A case's summary as a PDF download. */
export const sendSummary = (reply: FastifyReply, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'attachment; filename="shrnuti-podani.pdf"')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
