import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_LOGINS, loginAs, loginAsStaff } from '../../../../server/test/app.ts';
import { multipartBody } from '../../../../server/test/pages.ts';
import { createTestAppWithSmtp } from '../../../../server/test/smtp.ts';
import { officeCommitmentSchema } from '../schemas.ts';

// The finance office's tests (commitments, statements, the payments queue) start alike: a test app
// that mails, on the office's day, with the resident and the clerks signed in, and go through the
// staff API the same way.

export const JANA = DEMO_LOGINS.jana[0];

/**
 * The office's day is fixed: its commitments fall due on set days (the end of the year), and the bank
 * statement's payments are of the day before. Jana is the resident; Lenka and Martin the finance
 * office's clerks, Petra an editor.
 */
export async function startFinanceOffice() {
  const { t, smtp, close } = await createTestAppWithSmtp({ CLOCK_AT: '2026-12-02T10:00:00+01:00' });
  return {
    t,
    smtp,
    close,
    jana: await loginAs(t.app, DEMO_LOGINS.jana),
    lenka: await loginAsStaff(t.app, 'lenka'),
    martin: await loginAsStaff(t.app, 'martin'),
    petra: await loginAsStaff(t.app, 'petra'),
  };
}

/** A JSON request with a bearer token, or none. */
export const apiCall = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A bank statement sent as the import's form sends it (multipart, field `file`). */
export async function uploadStatement(app: FastifyInstance, token: string, name: string, text: string | Buffer) {
  const { contentType, payload } = await multipartBody({}, [
    { field: 'file', name, data: Buffer.isBuffer(text) ? text : Buffer.from(text) },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/staff/bank-statements',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
}

/** A commitment the clerk issues to Jana (by her e-mail as she might type it), due at the end of the year. */
export async function oweJana(app: FastifyInstance, clerk: string, amount: number, title: string) {
  const res = await apiCall(app, 'POST', '/api/staff/commitments', clerk, {
    email: JANA.toUpperCase(),
    kind: 'jine',
    title,
    amount,
    due_on: '2026-12-31',
  });
  expect(res.statusCode, res.body).toBe(201);
  return officeCommitmentSchema.parse(res.json().data);
}

export type FinanceOffice = Awaited<ReturnType<typeof startFinanceOffice>>;
