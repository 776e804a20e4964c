import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentMessages } from '../../../common/cases.ts';
import { formDefinitions } from '../../../common/forms/registry.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { asJson, form, multipartBody, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { startTestSmtp } from '../../../server/test/smtp.ts';
import { demoAccounts } from '../accounts/demo.server.ts';
import { actionsFor, dueOn, statusAfter } from './case-flow.ts';
import * as casePage from './pages/sprava-pripad.tsx';
import * as inboxPage from './pages/sprava-pripady.tsx';
import * as residentCasePage from './pages/ucet-pripad-detail.tsx';
import { sampleValues } from './sample-values.ts';

/** The office's side of the cases (issue 14, decision 0020): clerks, the case's way, both sides' mail. */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let jana: string;
let clerk: string;
let martin: string;
let petra: string;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

const LENKA = DEMO_LOGINS.lenka[0];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows executable's first bytes, named as if it were a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

/** The resident's answer as the case page's form sends it: a multipart body with the documents. */
async function answer(id: string, message: string, files: { name: string; data: Buffer }[]) {
  const { contentType, payload } = await multipartBody(
    { message },
    files.map((f) => ({ field: 'files', ...f })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/me/cases/${id}/answer`,
    headers: { authorization: `Bearer ${jana}`, 'content-type': contentType },
    payload,
  });
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  martin = await loginAsStaff(t.app, 'martin');
  petra = await loginAsStaff(t.app, 'petra');
  clerk = await loginAsStaff(t.app, 'lenka');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function file(key: string) {
  const def = formDefinitions.find((f) => f.key === key)!;
  const filed = await call('POST', `/api/forms/${key}/submissions`, jana, sampleValues(def, demoAccounts()[0]!).values);
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json().data as { id: string; number: string };
}

const act = (token: string, id: string, action: string, version: number, message = '') =>
  call('POST', `/api/staff/cases/${id}/actions`, token, { action, version, message });

describe('the cases inbox', () => {
  it('takes a request from filing to closing: question, answer, notes, mail both ways', async () => {
    const filed = await file('dog-registration');
    // The department's clerk is told, with a link into the administration and nothing of what was filed.
    const told = await smtp.waitFor(LENKA, new RegExp(filed.number));
    expect(told.decoded).toContain(`Nová žádost ${filed.number}`);
    expect(told.decoded).toContain(`/sprava/pripady/${filed.id}`);

    const inbox = (await call('GET', '/api/staff/cases', clerk)).json().data;
    const row = inbox.find((c: { id: string }) => c.id === filed.id);
    expect(row).toMatchObject({ status: 'prijato', assignee: null, department: { slug: 'financni-odbor' } });
    expect(row.days_left).toBeGreaterThanOrEqual(30);

    // Two clerks take it at once: one has it, the other is told who.
    const [first, second] = await Promise.all([act(clerk, filed.id, 'take', 1), act(martin, filed.id, 'take', 1)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const lost = first.statusCode === 409 ? first : second;
    expect(lost.json().message).toMatch(/^Případ mezitím převzal\(a\) (Lenka Horáková|Martin Král)\.$/);
    let current = (await call('GET', `/api/staff/cases/${filed.id}`, martin)).json().data;
    expect(current).toMatchObject({ status: 'v-reseni', version: 2 });

    const asked = await act(martin, filed.id, 'ask', 2, 'Doložte prosím plnou moc.');
    expect(asked.statusCode, asked.body).toBe(200);
    const question = await smtp.waitFor(DEMO_LOGINS.jana[0], /potřebuje úřad ještě něco doplnit/);
    expect(question.decoded).not.toContain('plnou moc');
    expect(question.decoded).toContain(`/ucet/moje-pripady/detail/${filed.id}`);
    await act(martin, filed.id, 'note', 3, 'Volala, plnou moc donese osobně.');

    // The resident sees the question, not the office's note, and answers once.
    const mine = (await call('GET', `/api/me/cases/${filed.id}`, jana)).json().data;
    expect(mine.status).toBe('ceka-na-doplneni');
    expect(mine.timeline.map((e: { message: string | null }) => e.message)).toContain('Doložte prosím plnou moc.');
    expect(JSON.stringify(mine.timeline)).not.toContain('donese osobně');
    // A disguised file refuses the answer and changes nothing; the real document goes with it.
    const disguised = await answer(filed.id, 'Plnou moc přikládám.', [{ name: 'plna-moc.pdf', data: EXE }]);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.files).toEqual([attachmentMessages.badType]);
    expect((await call('GET', `/api/me/cases/${filed.id}`, jana)).json().data.status).toBe('ceka-na-doplneni');
    const answered = await answer(filed.id, 'Plnou moc přikládám.', [{ name: 'plna-moc.pdf', data: PDF }]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(
      (await call('POST', `/api/me/cases/${filed.id}/answer`, jana, { message: 'Ještě jednou.' })).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/me/cases/${filed.id}/answer`, martin, { message: 'Cizí.' })).statusCode).toBe(404);

    current = (await call('GET', `/api/staff/cases/${filed.id}`, martin)).json().data;
    expect(current.status).toBe('v-reseni');
    // Whoever has the case is told of the answer.
    const holder = current.assignee.name === 'Martin Král' ? DEMO_LOGINS.martin[0] : LENKA;
    await smtp.waitFor(holder, /Žadatel odpověděl na dotaz/);
    expect(current.timeline.at(-1)).toMatchObject({ author: 'resident', by: 'Jana Nováková', internal: false });
    expect(current.timeline.find((e: { internal: boolean }) => e.internal)).toMatchObject({ by: 'Martin Král' });
    // The clerk downloads what the resident sent, as it was sent.
    const sent = current.files.find((f: { filename: string }) => f.filename === 'plna-moc.pdf');
    const download = await call('GET', `/api/staff/cases/${filed.id}/files/${sent.id}`, clerk);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // A stale version, a rejection without a reason, then the decision and the closing.
    expect((await act(martin, filed.id, 'decide', 2)).statusCode).toBe(409);
    expect((await act(martin, filed.id, 'reject', current.version)).statusCode).toBe(422);
    expect((await act(martin, filed.id, 'decide', current.version, 'Vyhověno.')).statusCode).toBe(200);
    await smtp.waitFor(DEMO_LOGINS.jana[0], /ve stavu „Vyřízeno“/);
    expect((await act(martin, filed.id, 'close', current.version + 1)).statusCode).toBe(200);
    expect((await act(martin, filed.id, 'reject', current.version + 2, 'Ne.')).statusCode).toBe(409);
    expect((await call('GET', `/api/me/cases/${filed.id}`, jana)).json().data.status).toBe('uzavreno');
  });

  it('shows a clerk only their departments’ cases; an editor gets none', async () => {
    const building = await file('grave-lease-request');
    expect((await call('GET', `/api/staff/cases/${building.id}`, clerk)).statusCode).toBe(404);
    expect((await act(clerk, building.id, 'take', 1)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/staff/cases?status=prijato', clerk)).json().data;
    expect(listed.every((c: { department: { slug: string } }) => c.department.slug === 'financni-odbor')).toBe(true);
    expect((await call('GET', `/api/staff/cases/${building.id}`, martin)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/cases', petra)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/cases', jana)).statusCode).toBe(403);
  });
});

it('finds by the resident’s name or the case’s words, and counts a case found both ways once', async () => {
  const filed = await file('dog-registration');
  const { resident, title, number } = (await call('GET', `/api/staff/cases/${filed.id}`, martin)).json().data;
  const search = async (q: string) =>
    (await call('GET', `/api/staff/cases?perPage=100&q=${encodeURIComponent(q)}`, martin)).json();
  const byNumber = await search(number);
  expect(byNumber.data.map((c: { id: string }) => c.id)).toEqual([filed.id]);
  expect(byNumber.meta.total).toBe(1);
  const bySurname = await search(resident.split(' ').at(-1));
  expect(bySurname.data.map((c: { id: string }) => c.id)).toContain(filed.id);
  expect(bySurname.meta.total).toBe(bySurname.data.length);
  // A letter both in the resident's name and in the case's title: the case is found by both.
  const letter = [...title.toLowerCase()].find((ch) => /\p{L}/u.test(ch) && resident.toLowerCase().includes(ch));
  const both = await search(letter);
  expect(both.data.some((c: { id: string }) => c.id === filed.id)).toBe(true);
  expect(both.data.length).toBeLessThan(100);
  expect(both.meta.total).toBe(both.data.length);
});

describe('the office’s documents', () => {
  it('go to the resident with a question, checked by content; never with an internal note', async () => {
    const filed = await file('dog-registration');
    expect((await act(clerk, filed.id, 'take', 1)).statusCode).toBe(200);
    const step = async (fields: Record<string, string>, files: { name: string; data: Buffer }[]) => {
      const { contentType, payload } = await multipartBody(
        fields,
        files.map((f) => ({ field: 'files', ...f })),
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/staff/cases/${filed.id}/actions`,
        headers: { authorization: `Bearer ${clerk}`, 'content-type': contentType },
        payload,
      });
    };
    const disguised = await step({ action: 'ask', version: '2', message: 'Doplňte prosím očkování.' }, [
      { name: 'formular.pdf', data: EXE },
    ]);
    expect(disguised.statusCode).toBe(422);
    expect(Object.keys(disguised.json().errors)).toEqual(['files']);
    const note = await step({ action: 'note', version: '2', message: 'Interně.' }, [{ name: 'x.pdf', data: PDF }]);
    expect(note.json().errors.files).toEqual([
      'Přílohy lze poslat jen s dotazem, zprávou, vyřízením nebo zamítnutím; žadatel je uvidí.',
    ]);
    // Nothing of the refused steps happened: the version is still 2.
    const asked = await step({ action: 'ask', version: '2', message: 'Vyplňte prosím přiložený formulář.' }, [
      { name: 'formular-ockovani.pdf', data: PDF },
    ]);
    expect(asked.statusCode, asked.body).toBe(200);
    const mine = (await call('GET', `/api/me/cases/${filed.id}`, jana)).json().data;
    const sent = mine.files.find((f: { filename: string }) => f.filename === 'formular-ockovani.pdf');
    expect(sent).toMatchObject({ field: 'urad' });
    const download = await call('GET', `/api/me/cases/${filed.id}/files/${sent.id}`, jana);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the summary of a filed request', () => {
  it('is a PDF for the resident and for the clerk of the department, and nobody else', async () => {
    const filed = await file('dog-registration');
    const mine = await call('GET', `/api/me/cases/${filed.id}/summary.pdf`, jana);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/staff/cases/${filed.id}/summary.pdf`, clerk)).statusCode).toBe(200);
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    expect((await call('GET', `/api/me/cases/${filed.id}/summary.pdf`, josef)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/cases/${filed.id}/summary.pdf`, petra)).statusCode).toBe(403);
  });
});

describe('the pages', () => {
  it('a clerk takes a case with a plain form post; a stale form is told so, with what was typed', async () => {
    const filed = await file('dog-registration');
    const post = async (fields: Record<string, string>) =>
      casePage.action(
        routeArgs({
          request: page(`/sprava/pripady/${filed.id}`, form(fields)),
          params: { id: filed.id },
          context: await pageContext(t.app, clerk),
        }),
      );
    const taken = (await post({ action: 'take', version: '1' })) as Response;
    expect(taken.headers.get('location')).toBe(`/sprava/pripady/${filed.id}?hotovo=take`);
    const stale = await post({ action: 'message', version: '1', message: 'Dobrý den.' });
    expect(asJson(stale)).toMatchObject({ init: { status: 409 }, data: { values: { message: 'Dobrý den.' } } });
    const shown = await casePage.loader(
      routeArgs({
        request: page(`/sprava/pripady/${filed.id}`),
        params: { id: filed.id },
        context: await pageContext(t.app, clerk),
      }),
    );
    expect(shown.c).toMatchObject({ status: 'v-reseni', assignee: { name: 'Lenka Horáková' } });
    expect(shown.c.actions).toEqual(['take', 'ask', 'message', 'note', 'decide', 'reject']);
  });

  it('documents go both ways through the pages, read by the forms’ schemas; an empty file input is none', async () => {
    const filed = await file('dog-registration');
    expect((await act(clerk, filed.id, 'take', 1)).statusCode).toBe(200);
    /** A multipart form as a browser sends it: its fields, the chosen files, and an empty one for an input left empty. */
    const multipart = (fields: Record<string, string>, files: { name: string; data: Buffer }[]) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      for (const f of files)
        body.append('files', new Blob([new Uint8Array(f.data)], { type: 'application/pdf' }), f.name);
      body.append('files', new Blob([]), '');
      return { method: 'POST', body };
    };
    const clerkPost = async (fields: Record<string, string>, files: { name: string; data: Buffer }[]) =>
      casePage.action(
        routeArgs({
          request: page(`/sprava/pripady/${filed.id}`, multipart(fields, files)),
          params: { id: filed.id },
          context: await pageContext(t.app, clerk),
        }),
      );
    const question = { action: 'ask', version: '2', message: 'Doplňte prosím očkování.' };
    const disguised = asJson(await clerkPost(question, [{ name: 'formular.pdf', data: EXE }]));
    expect(disguised).toMatchObject({
      init: { status: 422 },
      data: { errors: { files: [attachmentMessages.badType] }, values: { message: question.message } },
    });
    expect(asJson(await clerkPost({ ...question, action: 'smazat' }, []))).toMatchObject({
      init: { status: 422 },
      data: { errors: { action: ['Vyberte, co s případem udělat.'] } },
    });
    const asked = (await clerkPost(question, [
      { name: 'formular.pdf', data: PDF },
      { name: 'pokyny.pdf', data: PDF },
    ])) as Response;
    expect(asked.headers.get('location')).toBe(`/sprava/pripady/${filed.id}?hotovo=ask`);

    const residentPost = async (fields: Record<string, string>, files: { name: string; data: Buffer }[]) =>
      residentCasePage.action(
        routeArgs({
          request: page(`/ucet/moje-pripady/detail/${filed.id}`, multipart(fields, files)),
          params: { id: filed.id },
          context: await pageContext(t.app, jana),
        }),
      );
    expect(asJson(await residentPost({ message: ' ' }, [{ name: 'ockovani.pdf', data: PDF }]))).toMatchObject({
      init: { status: 422 },
      data: { errors: { message: ['Napište odpověď.'] }, values: { message: ' ' } },
    });
    const answered = (await residentPost({ message: 'Posílám očkovací průkaz.' }, [
      { name: 'ockovani.pdf', data: PDF },
    ])) as Response;
    expect(answered.headers.get('location')).toBe(`/ucet/moje-pripady/detail/${filed.id}?odpovezeno=1`);
    const mine = (await call('GET', `/api/me/cases/${filed.id}`, jana)).json().data;
    expect(mine.files.map((f: { filename: string }) => f.filename).sort()).toEqual([
      'formular.pdf',
      'ockovani.pdf',
      'pokyny.pdf',
    ]);
  });

  it('the inbox uses the filters it can, says which it could not, and keeps them on every page', async () => {
    const inbox = async (search: string) =>
      inboxPage.loader(
        routeArgs({ request: page(`/sprava/pripady${search}`), params: {}, context: await pageContext(t.app, clerk) }),
      );
    const odd = await inbox('?stav=nesmysl&q=Novák&moje=1&strana=1');
    expect(odd.problems).toHaveLength(1);
    expect(odd.problems[0]).toMatch(/Filtr „nesmysl“ nepoužit\.$/);
    expect(odd.query).toMatchObject({ status: 'open', q: 'Novák', mine: true, page: 1 });
    expect(odd.params).toEqual({ q: 'Novák', strana: '1', moje: '1' });
    const all = await inbox('');
    expect(all.problems).toEqual([]);
    expect(all.query).toMatchObject({ status: 'open', mine: false });
    expect(all.rows.length).toBeGreaterThan(0);
  });
});

describe('the case’s way', () => {
  it('starts a received case when it is taken; taking over one under way only changes who has it', () => {
    expect(statusAfter('take', 'prijato')).toBe('v-reseni');
    expect(statusAfter('take', 'ceka-na-doplneni')).toBe('ceka-na-doplneni');
    expect(statusAfter('ask', 'v-reseni')).toBe('ceka-na-doplneni');
    expect(statusAfter('message', 'vyrizeno')).toBe('vyrizeno');
    expect(actionsFor('uzavreno')).toEqual(['note']);
  });
});

describe('the statutory period', () => {
  it('ends 30 days after filing, moved off a weekend or a public holiday to the next working day', () => {
    expect(dueOn('2026-11-02')).toBe('2026-12-02'); // a Wednesday
    expect(dueOn('2026-11-07')).toBe('2026-12-07'); // Sunday 6 December → Monday
    expect(dueOn('2026-11-25')).toBe('2026-12-28'); // Christmas Day and the weekend after it
    expect(dueOn('2026-12-02')).toBe('2027-01-04'); // New Year's Day (Friday) and the weekend
    expect(dueOn('2026-02-26', 15)).toBe('2026-03-13');
  });
});
