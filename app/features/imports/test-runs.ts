import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipartBody } from '../../../server/test/pages.ts';

// The import tests' way through the staff API: a file up for its dry run, the run started, its end
// awaited as the run's page awaits it.

/** The answer to a file sent for its dry run, with the form's other fields (`source`, `source_name`…). */
export async function uploadSource(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file: { name: string; data: Buffer; type: string },
) {
  const { contentType, payload } = await multipartBody(fields, [{ field: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: '/api/staff/imports',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
}

/** A file's dry run, refused by the test if the API did not take it. */
export async function prepareSource(...args: Parameters<typeof uploadSource>) {
  const res = await uploadSource(...args);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** The run once it has ended (done or failed), asked every 100 ms for up to two minutes. */
export async function settledRun(app: FastifyInstance, token: string, id: number) {
  for (let i = 0; i < 1200; i++) {
    const res = await app.inject({ url: `/api/staff/imports/${id}`, headers: { authorization: `Bearer ${token}` } });
    const current = res.json().data;
    if (current.state === 'done' || current.state === 'failed') return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not settle`);
}

/** Starts a dry-run import and returns the run once it has ended. */
export async function runToEnd(app: FastifyInstance, token: string, id: number) {
  const started = await app.inject({
    method: 'POST',
    url: `/api/staff/imports/${id}/start`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(started.statusCode, started.body).toBe(202);
  return settledRun(app, token, id);
}
