import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_HEADER, simplePdf } from '../../../server/lib/pdf.ts';
import { createTestApp, DEMO_LOGINS, loginAs, loginAsStaff, type TestApp } from '../../../server/test/app.ts';
import { multipartForm, page, pageContext, refusalOf, routeArgs } from '../../../server/test/pages.ts';
import { server } from '../../lib/load-context.ts';
import * as uploadRoute from './pages/sprava-dokumenty-nahrat.ts';

/** A document uploaded from inside the rich-text editor goes into the document library at once (issue 56, item 3). */
let t: TestApp;
let martin: string;
let pdf: Buffer;
let category: string;
beforeAll(async () => {
  t = await createTestApp();
  martin = await loginAsStaff(t.app, 'martin');
  pdf = await simplePdf({
    title: 'Rozpočet města na rok 2027',
    header: OFFICE_HEADER,
    paragraphs: ['Příjmy a výdaje města Vzorov na rok 2027.'],
  });
  category = (await t.app.inject({ url: '/api/documents/categories' })).json().data[0].slug;
});
afterAll(() => t.close());

async function post(
  token: string | undefined,
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) {
  const body = multipartForm(fields, file ? [{ field: 'file', ...file }] : []);
  return uploadRoute.action(
    routeArgs({
      request: page('/sprava/dokumenty/nahrat', { method: 'POST', body }),
      params: {},
      context: await pageContext(t.app, token),
    }),
  );
}
const library = (q: string) => t.app.inject({ url: `/api/documents?q=${encodeURIComponent(q)}` });

describe('uploading a document from the editor', () => {
  it('stores a PDF in the document library under its title, and answers with what the link says', async () => {
    const res = await post(
      martin,
      { title: '  Rozpočet města na rok 2027 ', category },
      { data: pdf, name: 'rozpocet-2027.pdf', type: 'application/pdf' },
    );
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toEqual({
      title: 'Rozpočet města na rok 2027',
      url: expect.stringMatching(/^\/media\/dokumenty\/[0-9a-f]{24}\.pdf$/),
      type: 'PDF',
      size: pdf.length,
    });
    // The public list links the file itself, as the link in the text does.
    const listed = (await library('Rozpočet města na rok 2027')).json().data;
    expect(listed).toMatchObject([
      {
        name: 'Rozpočet města na rok 2027',
        category: { slug: category },
        media_type: 'application/pdf',
        file: { url: data.url, size: pdf.length },
      },
    ]);
    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file that only calls itself a PDF, a document without a title or category, and no file, in Czech, storing nothing', async () => {
    const disguised = await post(
      martin,
      { title: 'Zpráva o opravě kašny', category },
      { data: Buffer.from('<!doctype html><script>alert(1)</script>'), name: 'zprava.pdf', type: 'application/pdf' },
    );
    expect(disguised.status).toBe(422);
    expect((await disguised.json()).errors).toEqual({
      file: ['Soubor musí být PDF, DOCX, ODT, XLSX nebo ODS. Obsah tohoto souboru mezi ně nepatří.'],
    });
    // A Windows program's first bytes (MZ, then a PE header's offset), named as a PDF.
    const exe = Buffer.alloc(512);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    const program = await post(
      martin,
      { title: 'Zpráva o opravě kašny', category },
      { data: exe, name: 'zprava.pdf', type: 'application/pdf' },
    );
    expect(program.status).toBe(422);
    expect((await program.json()).errors.file[0]).toMatch(/^Soubor musí být PDF/);
    expect((await library('Zpráva o opravě kašny')).json().meta.total).toBe(0);

    const untitled = await post(
      martin,
      { title: '   ', category: '' },
      { data: pdf, name: 'bez-nazvu.pdf', type: 'application/pdf' },
    );
    expect(untitled.status).toBe(422);
    expect((await untitled.json()).errors).toEqual({
      title: ['Zadejte název dokumentu.'],
      category: ['Vyberte kategorii.'],
    });

    const unknownCategory = await post(
      martin,
      { title: 'Oprava kašny na náměstí', category: 'neexistuje' },
      { data: pdf, name: 'kasna.pdf', type: 'application/pdf' },
    );
    expect(unknownCategory.status).toBe(422);
    expect((await unknownCategory.json()).errors).toEqual({ category: ['Vyberte kategorii ze seznamu.'] });

    const noFile = await post(martin, { title: 'Oprava kašny na náměstí', category });
    expect(noFile.status).toBe(422);
    expect((await noFile.json()).errors).toEqual({ file: ['Vyberte soubor dokumentu.'] });
    expect((await library('Oprava kašny na náměstí')).json().meta.total).toBe(0);
  });

  it('answers what no form of the editor sends with a refusal, not an error', async () => {
    const body = new FormData();
    body.set('title', new Blob(['Rozpočet']), 'nazev.txt');
    body.set('category', 'x'.repeat(5000));
    body.set('file', 'not a file');
    const odd = await uploadRoute.action(
      routeArgs({
        request: page('/sprava/dokumenty/nahrat', { method: 'POST', body }),
        params: {},
        context: await pageContext(t.app, martin),
      }),
    );
    expect(odd.status).toBe(422);
    expect(Object.keys((await odd.json()).errors).sort()).toEqual(['category', 'title']);

    // A body that is not a form at all: the page's 400.
    const answered = uploadRoute.action(
      routeArgs({
        request: page('/sprava/dokumenty/nahrat', {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: 'garbage',
        }),
        params: {},
        context: await pageContext(t.app, martin),
      }),
    );
    await expect(answered).rejects.toMatchObject({ init: { status: 400 } });
  });

  it('is for the editors of documents only: a visitor is sent to log in, an editor of the news and a resident get nothing', async () => {
    const file = { data: pdf, name: 'plan.pdf', type: 'application/pdf' };
    const fields = { title: 'Plán, který nikdo nevidí', category };
    const anonymous = await refusalOf(post(undefined, fields, file));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/login?redirect=%2Fsprava%2Fdokumenty%2Fnahrat');
    const petra = await loginAsStaff(t.app, 'petra');
    expect((await refusalOf(post(petra, fields, file))).status).toBe(404);
    const resident = await loginAs(t.app, DEMO_LOGINS.jana);
    expect((await refusalOf(post(resident, fields, file))).status).toBe(404);
    expect((await library(fields.title)).json().meta.total).toBe(0);
  });

  it('hands the editors the categories only where they may add documents', async () => {
    const { services, ctx } = (await pageContext(t.app, martin)).get(server);
    expect(await services.records.editorDocumentCategories(ctx)).toContainEqual(
      expect.objectContaining({ slug: category }),
    );
    const petra = await loginAsStaff(t.app, 'petra');
    const asPetra = (await pageContext(t.app, petra)).get(server);
    expect(await asPetra.services.records.editorDocumentCategories(asPetra.ctx)).toBeNull();
  });
});
