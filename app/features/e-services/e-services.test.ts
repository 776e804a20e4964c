import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentMessages } from '../../../common/cases.ts';
import { formDefinitions } from '../../../common/forms/registry.ts';
import { validationMessages as m } from '../../../common/messages.ts';
import { createTestApp, DEMO_LOGINS, loginAs, type TestApp } from '../../../server/test/app.ts';
import { startTestSmtp } from '../../../server/test/smtp.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { caseNumber } from './filing.server.ts';
import { sampleValues } from './sample-values.ts';
import { cases, formFiles } from './schema.server.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let jana: string;
let josef: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows executable's first bytes, named as if it were a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A multipart request as a browser sends it, files included. */
async function multipart(
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  values: Record<string, string | string[]>,
  files: { field: string; name: string; data: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const v of [value].flat()) form.append(name, v);
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/pdf' }), f.name);
  const encoded = new Response(form);
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const janaAccount = demoAccounts()[0]!;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the catalogue', () => {
  it('lists life situations by topic, filtered by words with or without diacritics', async () => {
    const all = (await call('GET', '/api/services')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(8);
    const count = all.reduce((n: number, t: { situations: unknown[] }) => n + t.situations.length, 0);
    expect(count).toBeGreaterThanOrEqual(30);
    const dogs = (await call('GET', '/api/services?q=psa')).json().data;
    const slugs = dogs.flatMap((t: { situations: { slug: string }[] }) => t.situations.map((s) => s.slug));
    expect(slugs).toEqual(expect.arrayContaining(['prihlaseni-psa', 'odhlaseni-psa']));
    const trees = (await call('GET', '/api/services?q=kaceni')).json().data;
    expect(trees.flatMap((t: { situations: { slug: string }[] }) => t.situations.map((s) => s.slug))).toContain(
      'kaceni-drevin',
    );
    expect((await call('GET', '/api/services?q=zzzzxx')).json().data).toEqual([]);
  });

  it('describes a situation with its clerk and its online forms', async () => {
    const res = await call('GET', '/api/services/kaceni-drevin');
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s.documents.length).toBeGreaterThan(0);
    expect(s.department.slug).toBe('odbor-zivotniho-prostredi');
    expect(s.contact.department.slug).toBeTruthy();
    expect(s.forms).toEqual([
      expect.objectContaining({ key: 'tree-felling-permit', path: '/potrebuji-vyridit/kaceni-drevin/online-zadost' }),
    ]);
    expect((await call('GET', '/api/services/neexistuje')).statusCode).toBe(404);
  });

  it('every form belongs to a situation that exists', async () => {
    for (const def of formDefinitions) {
      expect((await call('GET', `/api/services/${def.situation}`)).statusCode, def.situation).toBe(200);
    }
  });
});

describe('every form', () => {
  it('is served as its definition', async () => {
    for (const def of formDefinitions) {
      const res = await call('GET', `/api/forms/${def.key}`);
      expect(res.statusCode).toBe(200);
      // Whole: the OpenAPI description of a definition drops nothing of it.
      expect(res.json().data).toEqual(JSON.parse(JSON.stringify(def)));
    }
    expect((await call('GET', '/api/forms/neexistuje')).statusCode).toBe(404);
  });

  it('refuses an empty submission with the required-field messages, and files a valid one as exactly one case', async () => {
    const before = (await call('GET', '/api/me/cases', josef)).json().data.length;
    for (const def of formDefinitions) {
      if (def.identity) {
        // A digital act, filed from the page in a login NIA vouched for (digital-acts.test.ts): a token has none.
        const refused = await multipart('POST', `/api/forms/${def.key}/submissions`, josef, {});
        expect(refused.statusCode, def.key).toBe(403);
        continue;
      }
      const empty = await multipart('POST', `/api/forms/${def.key}/submissions`, josef, {});
      expect(empty.statusCode, def.key).toBe(422);
      const messages = Object.values(empty.json().errors as Record<string, string[]>).flat();
      expect(messages, def.key).toContain(m.required);

      const { values, fileFields } = sampleValues(def, { ...demoAccounts()[1]!, phone: '605987654' });
      const files = fileFields.map((field) => ({ field, name: 'sken.pdf', data: PDF }));
      const res = await multipart(
        'POST',
        `/api/forms/${def.key}/submissions`,
        josef,
        { ...values, idempotency_key: `k-${def.key}` },
        files,
      );
      expect(res.statusCode, `${def.key}: ${res.body}`).toBe(201);
      expect(res.json().data.number).toMatch(/^VZ-\d{4}-\d{5}$/);
    }
    const after = (await call('GET', '/api/me/cases', josef)).json().data;
    expect(after.length - before).toBe(formDefinitions.filter((f) => !f.identity).length);
  });

  it('a crafted JSON submission is checked on the server too, and unknown fields are ignored', async () => {
    const def = formDefinitions.find((f) => f.key === 'other-request')!;
    const bad = await call('POST', `/api/forms/${def.key}/submissions`, jana, { hacker: 'x' });
    expect(bad.statusCode).toBe(422);
    const { values } = sampleValues(def, janaAccount);
    const ok = await call('POST', `/api/forms/${def.key}/submissions`, jana, {
      ...values,
      status: 'vyrizeno',
      admin: '1',
    });
    expect(ok.statusCode).toBe(201);
    const filed = (await call('GET', `/api/me/cases/${ok.json().data.id}`, jana)).json().data;
    expect(filed.status).toBe('prijato');
  });

  it('a request with a fee is a commitment to pay, due in 15 days, with the case number for its symbol', async () => {
    const def = formDefinitions.find((f) => f.fee && !f.identity)!;
    const { values, fileFields } = sampleValues(def, janaAccount);
    const filed = await multipart(
      'POST',
      `/api/forms/${def.key}/submissions`,
      jana,
      { ...values, idempotency_key: 'fee' },
      fileFields.map((field) => ({ field, name: 'sken.pdf', data: PDF })),
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const { id, number } = filed.json().data;
    const owed = (await call('GET', '/api/me/commitments', jana)).json().data;
    const fee = owed.find((c: { title: string }) => c.title === `${def.fee!.label} (${number})`);
    expect(fee).toMatchObject({ amount: def.fee!.amount, state: 'unpaid' });
    expect(fee.payment.variable_symbol).toBe(number.replace(/\D/g, ''));
    const [row] = await t.app.db.select({ commitmentId: cases.commitmentId }).from(cases).where(eq(cases.id, id));
    expect(row!.commitmentId).toBe(fee.id);
  });

  it('needs a logged-in resident', async () => {
    expect((await call('POST', '/api/forms/other-request/submissions', undefined, {})).statusCode).toBe(401);
  });
});

describe('submission', () => {
  const def = () => formDefinitions.find((f) => f.key === 'tree-felling-permit')!;

  it('one key files one case, however often it is sent, and mails the resident a summary', async () => {
    const { values, fileFields } = sampleValues(def(), janaAccount);
    const files = fileFields.map((field) => ({ field, name: 'souhlas.pdf', data: PDF }));
    const body = { ...values, idempotency_key: 'dvojklik-1' };
    const [a, b] = await Promise.all([
      multipart('POST', `/api/forms/${def().key}/submissions`, jana, body, files),
      multipart('POST', `/api/forms/${def().key}/submissions`, jana, body, files),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const again = await multipart('POST', `/api/forms/${def().key}/submissions`, jana, body, files);
    expect(again.statusCode).toBe(200);
    const number = a.json().data.number;
    const mail = await smtp.waitFor('jana.novakova@vzorov.example', new RegExp(number));
    expect(mail.decoded).toContain('Shrnutí toho, co jste v žádosti uvedli');
    expect(mail.decoded).toContain(`/ucet/moje-pripady/detail/${a.json().data.id}`);
    expect(smtp.mails.filter((x) => x.decoded.includes(number))).toHaveLength(1);
  });

  it('a disguised or oversize file is refused with a clear message; the rest is kept in the draft', async () => {
    const { values, fileFields } = sampleValues(def(), janaAccount);
    const field = fileFields[0]!;
    const res = await multipart('POST', `/api/forms/${def().key}/submissions`, jana, values, [
      { field, name: 'souhlas.pdf', data: EXE },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([attachmentMessages.badType]);
    const draft = (await call('GET', `/api/forms/${def().key}/draft`, jana)).json().data;
    expect(draft.values).toMatchObject(Object.fromEntries(Object.entries(values).slice(0, 3)));
    expect(draft.files).toEqual([]);
    const fine = await multipart('PUT', `/api/forms/${def().key}/draft`, jana, values, [
      { field, name: 'foto.pdf', data: PDF },
    ]);
    expect(fine.json().data.files.map((f: { filename: string }) => f.filename)).toEqual(['foto.pdf']);

    const big = await multipart('PUT', `/api/forms/${def().key}/draft`, jana, values, [
      { field, name: 'velky.pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors[field]).toEqual([attachmentMessages.tooLarge]);

    // Submitting now takes the file already in the draft; the draft is gone afterwards.
    const sent = await multipart('POST', `/api/forms/${def().key}/submissions`, jana, values);
    expect(sent.statusCode).toBe(201);
    const filed = (await call('GET', `/api/me/cases/${sent.json().data.id}`, jana)).json().data;
    expect(filed.files.map((f: { filename: string }) => f.filename)).toEqual(['foto.pdf']);
    expect((await call('GET', `/api/forms/${def().key}/draft`, jana)).statusCode).toBe(404);
  });
});

describe('drafts', () => {
  it('are saved, resumed, listed and discarded, with their files', async () => {
    const key = 'dog-registration';
    const saved = await multipart('PUT', `/api/forms/${key}/draft`, jana, { dog_name: 'Rek', nonsense: 'x' }, [
      { field: 'nonexistent', name: 'a.pdf', data: PDF },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.values).toEqual({ dog_name: 'Rek' });
    const listed = (await call('GET', '/api/me/drafts', jana)).json().data;
    expect(listed.map((d: { form: string }) => d.form)).toContain(key);
    expect(listed.find((d: { form: string }) => d.form === key).path).toBe(
      '/potrebuji-vyridit/prihlaseni-psa/online-zadost',
    );
    const again = await call('PUT', `/api/forms/${key}/draft`, jana, { dog_name: 'Rek II' });
    expect(again.json().data.values).toEqual({ dog_name: 'Rek II' });
    expect((await call('DELETE', `/api/forms/${key}/draft`, jana)).statusCode).toBe(204);
    expect((await call('GET', `/api/forms/${key}/draft`, jana)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/forms/${key}/draft`, jana)).statusCode).toBe(404);
  });
});

describe('bad input never breaks a request', () => {
  it('NULs and half emoji are cleaned, not a 500', async () => {
    const nul = await multipart('PUT', '/api/forms/other-request/draft', jana, { subject: 'Lavi\u0000čka' });
    expect(nul.statusCode).toBe(200);
    expect(nul.json().data.values.subject).toBe('Lavička');
    const half = await call('PUT', '/api/forms/other-request/draft', jana, { subject: 'Smajlík \ud83d' });
    expect(half.statusCode).toBe(200);
    expect(half.json().data.values.subject).toBe('Smajlík \ufffd');
    const long = await call('POST', '/api/forms/other-request/submissions', jana, { subject: '😀'.repeat(3000) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.subject).toEqual([m.maxLength(150)]);
  });

  it('a multipart body without a boundary, or cut short, is a 400 with a Czech message', async () => {
    const form = new FormData();
    form.append('subject', 'Oprava lavičky');
    form.append('attachments', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'a.pdf');
    const encoded = new Response(form);
    const whole = Buffer.from(await encoded.arrayBuffer());
    const type = encoded.headers.get('content-type')!;
    for (const [method, url] of [
      ['POST', '/api/forms/other-request/submissions'],
      ['PUT', '/api/forms/other-request/draft'],
    ] as const) {
      for (const [contentType, payload] of [
        ['multipart/form-data', whole],
        [type, whole.subarray(0, whole.length - 30)],
        [type, whole.subarray(0, whole.indexOf('%PDF') + 4)],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${jana}`, 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${contentType}`).toBe(400);
        expect(res.json()).toEqual({ message: 'Formulář nedorazil celý nebo je poškozený. Odešlete ho prosím znovu.' });
      }
    }
  });

  it('an upload without a login is refused before it is read, however the content type is spelled', async () => {
    for (const contentType of ['multipart/form-data', 'Multipart/Form-Data', ' MULTIPART/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/forms/other-request/submissions',
        headers: { 'content-type': contentType },
        payload: 'not read at all',
      });
      expect(res.statusCode, contentType).toBe(401);
    }
  });

  it('a file sent under a text field or an unknown name is dropped and the text kept', async () => {
    const res = await multipart('PUT', '/api/forms/other-request/draft', jana, { subject: 'Oprava' }, [
      { field: 'subject', name: 'x.pdf', data: PDF },
      { field: 'nic', name: 'y.pdf', data: PDF },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.values.subject).toBe('Oprava');
    expect(res.json().data.files).toEqual([]);
  });

  it('a field for one file keeps the newest one', async () => {
    const def = formDefinitions.find((f) =>
      f.sections.some((s) => s.fields.some((x) => x.type === 'file' && !x.multiple && !x.when)),
    )!;
    const field = def.sections.flatMap((s) => s.fields).find((x) => x.type === 'file' && !x.multiple && !x.when)!;
    await multipart('PUT', `/api/forms/${def.key}/draft`, josef, {}, [
      { field: field.name, name: 'prvni.pdf', data: PDF },
    ]);
    const second = await multipart('PUT', `/api/forms/${def.key}/draft`, josef, {}, [
      { field: field.name, name: 'druhy.pdf', data: PDF },
    ]);
    expect(second.json().data.files.map((f: { filename: string }) => f.filename)).toEqual(['druhy.pdf']);
    await call('DELETE', `/api/forms/${def.key}/draft`, josef);
  });

  it('an upload from someone not logged in is refused before it is read', async () => {
    const form = new FormData();
    form.append('attachments', new Blob([new Uint8Array(PDF)]), 'a.pdf');
    const encoded = new Response(form);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/other-request/submissions',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode).toBe(401);
  });

  it('a save still on its way after filing does not bring the draft back', async () => {
    const def = formDefinitions.find((f) => f.key === 'other-request')!;
    const { values } = sampleValues(def, janaAccount);
    const sent = await call('POST', `/api/forms/${def.key}/submissions`, jana, {
      ...values,
      idempotency_key: 'pozde-1',
    });
    expect(sent.statusCode).toBe(201);
    const late = await call('PUT', `/api/forms/${def.key}/draft`, jana, { ...values, idempotency_key: 'pozde-1' });
    expect(late.statusCode).toBe(409);
    expect((await call('GET', `/api/forms/${def.key}/draft`, jana)).statusCode).toBe(404);
  });

  it('numbers cases by the year in Prague', () => {
    expect(caseNumber(42, new Date('2026-12-31T23:30:00Z'))).toBe('VZ-2027-00042');
  });
});

describe('cases and authorization', () => {
  it('lists the demo cases in every status', async () => {
    const cases = (await call('GET', '/api/me/cases', jana)).json().data;
    expect(new Set(cases.map((c: { status: string }) => c.status))).toEqual(
      new Set(['prijato', 'v-reseni', 'ceka-na-doplneni', 'vyrizeno']),
    );
  });

  it("someone else's case, file and draft are 404", async () => {
    const def = formDefinitions.find((f) => f.key === 'subsidy-settlement')!;
    const { values, fileFields } = sampleValues(def, janaAccount);
    const sent = await multipart(
      'POST',
      `/api/forms/${def.key}/submissions`,
      jana,
      values,
      [...fileFields, 'extra'].map((field) => ({ field, name: 'doklad.pdf', data: PDF })),
    );
    expect(sent.statusCode).toBe(201);
    const mine = (await call('GET', `/api/me/cases/${sent.json().data.id}`, jana)).json().data;
    const file = mine.files[0];
    expect(file).toBeDefined();
    const download = await call('GET', `/api/me/cases/${mine.id}/files/${file.id}`, jana);
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect((await call('GET', `/api/me/cases/${mine.id}`, josef)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/cases/${mine.id}/files/${file.id}`, josef)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/cases/neni-to-uuid`, jana)).statusCode).toBe(404);

    await multipart('PUT', '/api/forms/zoning-change/draft', jana, {}, [
      { field: 'map_sketch', name: 'mapa.pdf', data: PDF },
    ]);
    const draft = (await call('GET', '/api/forms/zoning-change/draft', jana)).json().data;
    expect(draft.files).toHaveLength(1);
    expect((await call('GET', '/api/forms/zoning-change/draft', josef)).statusCode).toBe(404);
    for (const f of draft.files) {
      expect((await call('GET', `/api/forms/zoning-change/draft/files/${f.id}`, josef)).statusCode).toBe(404);
      expect((await call('GET', `/api/forms/zoning-change/draft/files/${f.id}`, jana)).statusCode).toBe(200);
    }
  });

  it('stores attachments apart from the public media, where no address reaches them', async () => {
    const stored = await t.database.db.select({ path: formFiles.storagePath }).from(formFiles);
    expect(stored.length).toBeGreaterThan(0);
    for (const file of stored) {
      expect(await t.app.files.uploads.exists(file.path)).toBe(true);
      expect(await t.app.files.media.exists(file.path)).toBe(false);
      expect((await t.app.inject({ url: `/media/${file.path}` })).statusCode).toBe(404);
    }
  });
});
