import { eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, pragueTime, pragueToday } from '../../../common/dates.ts';
import { auditLog, users } from '../../../server/db/schema/index.ts';
import { simplePdf } from '../../../server/lib/pdf.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { noticeBoardJsonLd } from './opendata.server.ts';
import * as listPage from './pages/sprava-deska.tsx';
import * as proofPage from './pages/sprava-doklad.ts';
import * as editorPage from './pages/sprava-polozka.tsx';
import { canonicalJson, describeCheck, parseFingerprints, recordDays, sha256, verifyChain } from './record.server.ts';
import { noticeItems, noticeRecord } from './schema.server.ts';
import { boardWithDocuments, get, list } from './service.server.ts';

/** The notice-board editors' API, and the board's record that proves what it showed. */
let t: TestApp;
let petra: string;
let pdf: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  petra = await loginAsStaff(t.app, 'petra');
  pdf = await simplePdf({ title: 'Rozhodnutí', header: 'Stavební úřad', paragraphs: ['Text rozhodnutí.'] });
});
afterAll(() => t.close());

const today = () => pragueToday(new Date());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const item = (title: string, extra: object = {}) => ({
  title,
  description: '<p>Stavební úřad oznamuje zahájení řízení.</p>',
  category: 'stavebni-rizeni',
  originator: 'Městský úřad Vzorov, stavební úřad',
  reference_number: 'MUVZ/1234/2026',
  file_mark: 'SÚ/56/2026',
  posted_on: today(),
  relevant_until: addDays(today(), 15),
  withhold_personal_data: false,
  ...extra,
});

async function upload(id: number, files: { name: string; data: Buffer; type: string }[], token = petra) {
  const body = new FormData();
  for (const file of files)
    body.append('documents', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/notice-board/${id}/documents`,
    headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const create = async (title: string, extra: object = {}) => {
  const res = await call('POST', '/api/staff/notice-board', petra, item(title, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; version: number };
};

describe('who may edit the notice board', () => {
  it('refuses nobody (401), a resident, an editor of another section and an unconfirmed login (403), and nothing changes', async () => {
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    await t.app.db
      .update(users)
      .set({ scope: ['editor:news'] })
      .where(eq(users.email, DEMO_LOGINS.josef[0]));
    const josef = await loginAs(t.app, DEMO_LOGINS.josef);
    const unconfirmed = await loginAs(t.app, DEMO_LOGINS.petra);
    const count = async () => (await t.app.db.select({ id: noticeItems.id }).from(noticeItems)).length;
    const before = await count();
    const records = (await t.app.db.select().from(noticeRecord)).length;
    for (const [token, status] of [
      [undefined, 401],
      [jana, 403],
      [josef, 403],
      [unconfirmed, 403],
    ] as const) {
      expect((await call('GET', '/api/staff/notice-board', token)).statusCode).toBe(status);
      expect((await call('GET', '/api/staff/notice-board/1', token)).statusCode).toBe(status);
      expect((await call('POST', '/api/staff/notice-board', token, item('Cizí'))).statusCode).toBe(status);
      expect((await call('PUT', '/api/staff/notice-board/1', token, item('Cizí'))).statusCode).toBe(status);
      expect((await call('POST', '/api/staff/notice-board/1/take-down', token, {})).statusCode).toBe(status);
      expect((await call('DELETE', '/api/staff/notice-board/1/documents/1', token)).statusCode).toBe(status);
      expect((await call('GET', '/api/staff/notice-board/1/proof', token)).statusCode).toBe(status);
      expect((await call('GET', '/api/staff/notice-board/1/proof.pdf', token)).statusCode).toBe(status);
      if (token)
        expect((await upload(1, [{ name: 'a.pdf', data: pdf, type: 'application/pdf' }], token)).statusCode).toBe(
          status,
        );
    }
    expect(await count()).toBe(before);
    expect((await t.app.db.select().from(noticeRecord)).length).toBe(records);
  });
});

describe('posting an item', () => {
  it('refuses a removal date before the posting date, and explains each missing field in Czech', async () => {
    const res = await call(
      'POST',
      '/api/staff/notice-board',
      petra,
      item('Obrácená data', {
        posted_on: '2026-12-10',
        relevant_until: '2026-12-01',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.relevant_until).toEqual(['Datum sejmutí nesmí být před datem vyvěšení.']);
    const empty = await call('POST', '/api/staff/notice-board', petra, { ...item(''), originator: '', posted_on: '' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['originator', 'posted_on', 'title']);
  });

  it('is on the board, its detail and its open data at once, with a PDF checked by content and its hash kept', async () => {
    const { id } = await create('Oznámení o zahájení územního řízení <script>', {
      description: '<p onclick="x()">Text</p><script>alert(1)</script><a href="javascript:alert(1)">odkaz</a>',
    });
    const now = new Date();
    const onBoard = (await list({ db: t.app.db, now }, { page: 1, perPage: 100, archive: false })).rows;
    const posted = onBoard.find((row) => row.title.startsWith('Oznámení o zahájení územního řízení'));
    expect(posted).toMatchObject({ reference_number: 'MUVZ/1234/2026', file_mark: 'SÚ/56/2026', archived: false });
    const detail = await get({ db: t.app.db, now }, posted!.slug);
    expect(detail.description).not.toMatch(/script|onclick|javascript/);

    // A text file that calls itself a PDF is refused, and nothing is added.
    const fake = await upload(id, [
      { name: 'rozhodnuti.pdf', data: Buffer.from('not a pdf at all'), type: 'application/pdf' },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.documents[0]).toMatch(/^Dokument musí být PDF/);
    const added = await upload(id, [{ name: 'rozhodnuti.pdf', data: pdf, type: 'application/pdf' }]);
    expect(added.statusCode, added.body).toBe(200);
    const edited = (await call('GET', `/api/staff/notice-board/${id}`, petra)).json().data;
    expect(edited.documents).toEqual([expect.objectContaining({ name: 'rozhodnuti.pdf', size: pdf.length })]);
    expect(edited.documents[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const file = (await t.app.files.media.read(edited.documents[0].url.slice('/media/'.length)))!;
    expect(file.equals(pdf)).toBe(true);

    const ofn = noticeBoardJsonLd(await boardWithDocuments({ db: t.app.db, now: new Date() }), {
      publicUrl: 'https://vzorov.example',
      ico: '1',
    });
    const entry = ofn.informace.find((i) => i.název.cs === edited.title);
    expect(entry).toMatchObject({ číslo_jednací: 'MUVZ/1234/2026', spisová_značka: 'SÚ/56/2026' });
    expect(entry?.dokument).toEqual([expect.objectContaining({ název: { cs: 'rozhodnuti.pdf' } })]);

    const log = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(log.map((e) => e.action)).toEqual(['notice.created', 'notice.updated']);
    expect(log[1]?.summary).toMatchObject({ added_documents: 'rozhodnuti.pdf' });
  });

  it('refuses a save over a newer version with 409 naming who saved, and changes nothing', async () => {
    const { id, version } = await create('Veřejná vyhláška o konání zasedání');
    const first = await call(
      'PUT',
      `/api/staff/notice-board/${id}`,
      petra,
      item('Veřejná vyhláška (opraveno)', { version }),
    );
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/api/staff/notice-board/${id}`, petra, item('Jiná oprava', { version }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^Položku mezitím uložil někdo jiný \(Petra Svobodová, /);
    const [stored] = await t.app.db.select().from(noticeItems).where(eq(noticeItems.id, id));
    expect(stored?.title).toBe('Veřejná vyhláška (opraveno)');
  });

  it('takes an item down into the archive today, and refuses to take it down twice', async () => {
    const { id, version } = await create('Výzva k odstranění vraku');
    const down = await call('POST', `/api/staff/notice-board/${id}/take-down`, petra, { version });
    expect(down.statusCode).toBe(200);
    const archive = (await list({ db: t.app.db, now: new Date() }, { page: 1, perPage: 100, archive: true })).rows;
    expect(archive.map((r) => r.title)).toContain('Výzva k odstranění vraku');
    const again = await call('POST', `/api/staff/notice-board/${id}/take-down`, petra, {});
    expect(again.statusCode).toBe(409);
  });
});

describe('the board’s record', () => {
  it('proves the day an item hung when it was posted and taken down that same day', async () => {
    // The day's entry is written as the day begins, before the item exists.
    await recordDays({ db: t.app.db, now: new Date() });
    const { id, version } = await create('Oznámení vyvěšené omylem');
    expect((await call('POST', `/api/staff/notice-board/${id}/take-down`, petra, { version })).statusCode).toBe(200);
    const now = { db: t.app.db, now: new Date() };
    expect((await list(now, { page: 1, perPage: 100, archive: false })).rows.map((r) => r.title)).not.toContain(
      'Oznámení vyvěšené omylem',
    );
    const proof = (await call('GET', `/api/staff/notice-board/${id}/proof`, petra)).json().data;
    expect(proof.item).toMatchObject({ posted_on: today(), relevant_until: today() });
    expect(proof.entries.map((e: { kind: string }) => e.kind)).toEqual(['posted', 'removed']);
    expect(proof.days_on_board).toEqual({ first: today(), last: today(), count: 1 });
  });

  it('moves an item to the archive the day after its removal date, across the change of year', async () => {
    const { id } = await create('Oznámení do konce roku', { posted_on: '2026-12-20', relevant_until: '2026-12-31' });
    const titles = async (now: Date, archive: boolean) =>
      (await list({ db: t.app.db, now }, { page: 1, perPage: 100, archive })).rows.map((r) => r.title);
    expect(await titles(pragueTime('2026-12-31', '23:59'), false)).toContain('Oznámení do konce roku');
    expect(await titles(pragueTime('2027-01-01', '00:00'), false)).not.toContain('Oznámení do konce roku');
    expect(await titles(pragueTime('2027-01-01', '00:00'), true)).toContain('Oznámení do konce roku');
    await t.app.db.delete(noticeItems).where(eq(noticeItems.id, id));
  });

  it('writes one entry a day listing what hung, once, and an item’s proof names its entries and days', async () => {
    const day = today();
    const ctx = { db: t.app.db, now: new Date() };
    // Today's entry is written as the day begins, before the item is posted: its posting entry proves today.
    await recordDays(ctx);
    const { id } = await create('Prodej pozemku p. č. 123/4');
    expect(await recordDays(ctx)).toBe(0);
    const next = { db: t.app.db, now: pragueTime(addDays(day, 2), '00:01') };
    expect(await recordDays(next)).toBe(2);
    const proof = (await call('GET', `/api/staff/notice-board/${id}/proof`, petra)).json().data;
    expect(proof.entries.map((e: { kind: string }) => e.kind)).toEqual(['posted']);
    expect(proof.days.map((d: { day: string }) => d.day)).toEqual([addDays(day, 1), addDays(day, 2)]);
    expect(proof.days_on_board).toEqual({ first: day, last: addDays(day, 2), count: 3 });
    expect(proof.chain.ok).toBe(true);
    const pdfProof = await call('GET', `/api/staff/notice-board/${id}/proof.pdf`, petra);
    expect(pdfProof.headers['content-type']).toBe('application/pdf');
    expect(pdfProof.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses to change or delete an entry', async () => {
    await expect(t.app.db.execute(sql`update notice_record set body = body where seq = 1`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from notice_record where seq = 1`)).rejects.toThrow();
  });

  it('verifies the chain, and names the first entry altered behind the trigger’s back', async () => {
    const check = await verifyChain(t.app.db);
    expect(check.ok).toBe(true);
    expect(check.entries).toBeGreaterThan(5);
    const victim = 3;
    await t.app.db.execute(sql`alter table notice_record disable trigger notice_record_no_change`);
    try {
      const [row] = await t.app.db.select().from(noticeRecord).where(eq(noticeRecord.seq, victim));
      const altered = row!.body.replace(/"title":"[^"]*"/, '"title":"Jiný název"');
      expect(altered).not.toBe(row!.body);
      await t.app.db.execute(sql`update notice_record set body = ${altered} where seq = ${victim}`);
      const broken = await verifyChain(t.app.db);
      expect(broken.altered).toMatchObject({ seq: victim });
      expect(describeCheck(broken)).toMatch(new RegExp(`^Řetězec je porušen. První pozměněný záznam: č. ${victim} `));
      // Recomputing its hash does not help: the next entry still holds the old one.
      await t.app.db.execute(sql`update notice_record set hash = ${sha256(altered)} where seq = ${victim}`);
      const second = await verifyChain(t.app.db);
      expect(second).toMatchObject({ ok: false, altered: { seq: victim } });
      await t.app.db.execute(
        sql`update notice_record set body = ${row!.body}, hash = ${row!.hash} where seq = ${victim}`,
      );
      expect((await verifyChain(t.app.db)).ok).toBe(true);
      const [gone] = await t.app.db
        .delete(noticeRecord)
        .where(eq(noticeRecord.seq, victim + 1))
        .returning();
      expect((await verifyChain(t.app.db)).altered).toMatchObject({ seq: victim + 2 });
      await t.app.db.insert(noticeRecord).values(gone!);
      expect((await verifyChain(t.app.db)).ok).toBe(true);
    } finally {
      await t.app.db.execute(sql`alter table notice_record enable trigger notice_record_no_change`);
    }
  });
});

describe('the published fingerprints', () => {
  it('publishes each day’s hash, which catches a chain rewritten from one entry onward', async () => {
    const answer = await t.app.inject({ url: '/api/notice-board/fingerprints?perPage=1000' });
    expect(answer.statusCode).toBe(200);
    const saved = parseFingerprints(answer.body)!;
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(answer.json().data[0]).toMatchObject({ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(parseFingerprints('{"data":[{"seq":1,"hash":"nehash"}]}')).toBeNull();
    const victim = saved.at(-1)!.seq;
    const original = await t.app.db.select().from(noticeRecord).where(gte(noticeRecord.seq, victim));
    await t.app.db.execute(sql`alter table notice_record disable trigger notice_record_no_change`);
    try {
      // Rewrite the victim and chain every entry after it anew, as someone with the database would.
      let prev = '';
      for (const row of [...original].sort((a, b) => a.seq - b.seq)) {
        const body = JSON.parse(row.body);
        if (row.seq === victim) body.items = [];
        else body.prev = prev;
        const text = canonicalJson(body);
        prev = sha256(text);
        await t.app.db.execute(sql`update notice_record set body = ${text}, hash = ${prev} where seq = ${row.seq}`);
      }
      expect((await verifyChain(t.app.db)).ok).toBe(true);
      const caught = await verifyChain(t.app.db, saved);
      expect(caught.altered).toMatchObject({ seq: victim, reason: expect.stringContaining('zveřejněného dříve') });
    } finally {
      for (const row of original)
        await t.app.db.execute(
          sql`update notice_record set body = ${row.body}, hash = ${row.hash} where seq = ${row.seq}`,
        );
      await t.app.db.execute(sql`alter table notice_record enable trigger notice_record_no_change`);
    }
    expect((await verifyChain(t.app.db, saved)).ok).toBe(true);
  });
});

describe('the editor pages', () => {
  const args = async <P extends Record<string, string>>(path: string, params: P, init?: RequestInit) => ({
    request: page(path, init),
    params,
    context: await pageContext(t.app, petra),
  });
  const fields = (extra: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({
      ...Object.fromEntries(Object.entries(item('Z formuláře')).map(([k, v]) => [k, String(v)])),
      withhold_personal_data: '',
      ...extra,
    }))
      if (value !== '') body.set(name, value);
    return body;
  };

  it('posts an item with its PDF from a plain multipart form, and keeps what was typed on a refusal', async () => {
    const body = fields();
    body.append('documents', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'vyhlaska.pdf');
    const saved = await editorPage.action(
      routeArgs(await args('/sprava/uredni-deska/nova', {}, { method: 'POST', body })),
    );
    const location = (saved as Response).headers.get('location')!;
    expect(location).toMatch(/^\/sprava\/uredni-deska\/\d+\?ulozeno=1$/);
    const id = location.match(/\d+/)![0];
    const loaded = await editorPage.loader(routeArgs(await args(`/sprava/uredni-deska/${id}`, { id })));
    expect(loaded.item).toEqual((await call('GET', `/api/staff/notice-board/${id}`, petra)).json().data);
    expect(loaded.item.documents.map((d) => d.name)).toEqual(['vyhlaska.pdf']);

    // A document's checkbox removes it when the item is saved again.
    const again = fields({ version: String(loaded.item.version) });
    again.append('remove_document', String(loaded.item.documents[0]?.id));
    const resaved = await editorPage.action(
      routeArgs(await args(`/sprava/uredni-deska/${id}`, { id }, { method: 'POST', body: again })),
    );
    expect((resaved as Response).headers.get('location')).toBe(`/sprava/uredni-deska/${id}?ulozeno=1`);
    const reloaded = await editorPage.loader(routeArgs(await args(`/sprava/uredni-deska/${id}`, { id })));
    expect(reloaded.item.documents).toEqual([]);

    const wrong = fields({ title: 'Moje znění', relevant_until: '2020-01-01' });
    wrong.append('documents', new Blob(['<html>'], { type: 'application/pdf' }), 'fake.pdf');
    const refused = await editorPage.action(
      routeArgs(await args('/sprava/uredni-deska/nova', {}, { method: 'POST', body: wrong })),
    );
    expect(refused).toMatchObject({
      init: { status: 422 },
      data: {
        errors: { relevant_until: ['Datum sejmutí nesmí být před datem vyvěšení.'] },
        values: { title: 'Moje znění' },
      },
    });
  });

  it('gives the proof as PDF and JSON, and the list to the board’s editors only', async () => {
    const { id } = await create('Doklad pro auditora');
    const pdfProof = await proofPage.loader(
      routeArgs(await args(`/sprava/uredni-deska/${id}/doklad.pdf`, { id: String(id) })),
    );
    expect(pdfProof.headers.get('content-type')).toBe('application/pdf');
    const jsonProof = await proofPage.loader(
      routeArgs(await args(`/sprava/uredni-deska/${id}/doklad.json`, { id: String(id) })),
    );
    expect((await jsonProof.json()).item.title).toBe('Doklad pro auditora');
    const listed = await listPage.loader(routeArgs(await args('/sprava/uredni-deska?stav=vyvesene', {})));
    expect(listed.rows.map((r) => r.title)).toContain('Doklad pro auditora');
    const jana = await loginAs(t.app, DEMO_LOGINS.jana);
    const refused = await refusalOf(
      listPage.loader(
        routeArgs({
          request: page('/sprava/uredni-deska'),
          params: {},
          context: await pageContext(t.app, jana),
        }),
      ),
    );
    expect(refused.status).toBe(404);
  });
});
