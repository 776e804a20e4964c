import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, DEMO_LOGINS, DEMO_TOTP, loginAs, loginAsStaff, type TestApp } from './app.ts';

/**
 * The permission matrix (issue 13): every staff operation in the OpenAPI document, called by
 * nobody, a resident, an editor of another section, an editor of its section and the
 * administrator. Who may not is refused before the body is even read; who may gets past the gate
 * (a 4xx of the input, never 401 or 403). An operation the matrix does not know fails the test,
 * so a new one has to be placed in it.
 */

/** The section each staff path belongs to; `signing-in`: any staff member, before the code too. */
const SECTIONS: [prefix: string, section: string][] = [
  ['/api/staff/articles', 'news'],
  ['/api/staff/event-proposals', 'events'],
  ['/api/staff/events', 'events'],
  ['/api/staff/event-categories', 'events'],
  ['/api/staff/documents', 'records'],
  ['/api/staff/contracts', 'records'],
  ['/api/staff/decrees', 'records'],
  ['/api/staff/newsletter', 'records'],
  ['/api/staff/pages', 'pages'],
  ['/api/staff/overviews', 'pages'],
  ['/api/staff/galleries', 'galleries'],
  ['/api/staff/departments', 'people'],
  ['/api/staff/office-people', 'people'],
  ['/api/staff/members', 'people'],
  ['/api/staff/meetings', 'people'],
  ['/api/staff/notice-board', 'notice-board'],
  ['/api/staff/settings', 'shell'],
  ['/api/staff/banners', 'shell'],
  ['/api/staff/alerts', 'alerts'],
  ['/api/staff/audit', 'admin'],
  ['/api/staff/security-log', 'admin'],
  ['/api/staff/redirects', 'admin'],
  ['/api/staff/imports', 'admin'],
  ['/api/staff/review-policies', 'admin'],
  ['/api/staff/residents', 'admin'],
  ['/api/staff/reports', 'reports'],
  ['/api/staff/groups', 'admin'],
  ['/api/staff/cases', 'cases'],
  ['/api/staff/defects', 'cases'],
  ['/api/staff/open311-clients', 'admin'],
  ['/api/staff/data-box/', 'cases'],
  ['/api/staff/reference-numbers', 'cases'],
  ['/api/staff/commitments', 'payments'],
  ['/api/staff/payers', 'payments'],
  ['/api/staff/bank-statements', 'payments'],
  ['/api/staff/payments', 'payments'],
  ['/api/staff/credits', 'payments'],
  ['/api/staff/bookings', 'bookings'],
  ['/api/staff/waste/', 'waste'],
  ['/api/staff/shop/', 'shop'],
  ['/api/staff/booking-closures', 'bookings'],
  ['/api/staff/booking-services', 'bookings'],
  ['/api/staff/media', 'content'],
  ['/api/staff/statistics', 'content'],
  ['/api/staff/me', 'signing-in'],
  ['/api/staff/totp/', 'signing-in'],
  ['/api/staff/recovery-codes', 'signing-in'],
];

let t: TestApp;
const tokens: Record<'anonymous' | 'resident' | 'otherEditor' | 'editor' | 'admin', string | undefined> = {
  anonymous: undefined,
  resident: undefined,
  otherEditor: undefined,
  editor: undefined,
  admin: undefined,
};
let operations: { method: string; path: string; section: string }[];
/** Each staff operation as the OpenAPI document describes it. */
let documented: { operation: string; tags: string[]; security: unknown; refusals: string[] }[];

beforeAll(async () => {
  t = await createTestApp();
  tokens.resident = await loginAs(t.app, DEMO_LOGINS.jana);
  // Josef edits only the galleries, signed in with a confirmed second factor like any editor.
  await t.app.db
    .update(users)
    .set({ scope: ['resident', 'editor:galleries'], totpSecret: DEMO_TOTP.petra, totpEnabledAt: new Date() })
    .where(eq(users.email, DEMO_LOGINS.josef[0]));
  const josef = await loginAs(t.app, DEMO_LOGINS.josef);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/staff/totp/verify',
    headers: { authorization: `Bearer ${josef}` },
    payload: { code: new TOTP({ secret: Secret.fromBase32(DEMO_TOTP.petra) }).generate() },
  });
  expect(verified.statusCode).toBe(200);
  tokens.otherEditor = josef;
  tokens.editor = await loginAsStaff(t.app, 'petra');
  tokens.admin = await loginAsStaff(t.app, 'martin');

  type Operation = { tags?: string[]; security?: unknown; responses?: Record<string, unknown> };
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  documented = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/staff/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        operation: `${method.toUpperCase()} ${path}`,
        tags: operation.tags ?? [],
        security: operation.security,
        refusals: Object.keys(operation.responses ?? {}).filter((code) => code === '401' || code === '403'),
      })),
    );
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/staff/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        path,
        section: SECTIONS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'unknown',
      })),
    );
});
afterAll(() => t.close());

/** Petra's sections: news, events, the notice board and the crisis alerts. */
const PETRA = new Set(['news', 'events', 'notice-board', 'alerts', 'signing-in']);

function expected(who: keyof typeof tokens, section: string): 'refused-401' | 'refused-403' | 'allowed' {
  if (who === 'anonymous') return 'refused-401';
  if (who === 'resident') return 'refused-403';
  if (who === 'admin') return 'allowed';
  if (section === 'signing-in' || section === 'content') return 'allowed';
  if (who === 'editor') return PETRA.has(section) ? 'allowed' : 'refused-403';
  return section === 'galleries' ? 'allowed' : 'refused-403';
}

describe('the permission matrix', () => {
  it('knows every staff operation', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((o) => o.section === 'unknown')).toEqual([]);
  });

  it('documents every staff operation as the staff’s: its tag, the Bearer token, and the 401 and 403 refusals', () => {
    const undocumented = documented.filter(
      (o) =>
        !o.tags.includes('staff') ||
        JSON.stringify(o.security) !== JSON.stringify([{ bearer: [] }]) ||
        o.refusals.length !== 2,
    );
    expect(undocumented.map((o) => o.operation)).toEqual([]);
  });

  it('refuses whoever may not, before reading the body, and lets whoever may past the gate', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      // Ids that exist nowhere: an allowed call ends in 404 or a 4xx of its input, and changes nothing.
      const url = op.path.replace(/\{[^}]+\}/g, '999999');
      for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) {
        const token = tokens[who];
        const res = await t.app.inject({
          method: op.method as 'GET',
          url,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        const got =
          res.statusCode === 401
            ? 'refused-401'
            : res.statusCode === 403
              ? 'refused-403'
              : res.statusCode < 500
                ? 'allowed'
                : `error ${res.statusCode}`;
        if (got !== expected(who, op.section))
          wrong.push(`${op.method} ${op.path} ${who}: ${got}, expected ${expected(who, op.section)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
