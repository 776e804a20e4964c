import { describe, expect, it } from 'vitest';
import { asJson, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import * as contractPage from './pages/sprava-smlouva.tsx';

/** The records editors: documents, contracts, decrees and the newsletter, each with its file. */
const t = suiteApp({ staff: 'martin' });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function putFile(url: string, data: Buffer, name: string, version?: number) {
  const body = new FormData();
  if (version !== undefined) body.set('version', String(version));
  body.set('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), name);
  const encoded = new Response(body);
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { authorization: `Bearer ${t.token}`, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe('the records editors', () => {
  it('publishes a document with a file checked by its content, and refuses a stale save', async () => {
    const categories = (await t.app.inject({ url: '/api/documents/categories' })).json().data;
    const created = await t.call('POST', '/api/staff/documents', {
      name: 'Rozpočet města na rok 2027',
      category: categories[0].slug,
      date: '2026-12-15',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;

    const fake = await putFile(`/api/staff/documents/${id}/file`, Buffer.from('<script>x</script>'), 'rozpocet.pdf');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file[0]).toMatch(/^Soubor musí být PDF, DOCX, ODT, XLSX nebo ODS\./);

    const stored = await putFile(`/api/staff/documents/${id}/file`, PDF, 'rozpocet.pdf', 1);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.version).toBe(2);
    const listed = (await t.app.inject({ url: '/api/documents?q=Rozpočet města na rok 2027' })).json().data;
    expect(listed).toMatchObject([{ id, media_type: 'application/pdf', file: { size: PDF.length } }]);
    const inStore = listed[0].file.url.slice('/media/'.length);
    expect((await t.app.files.media.read(inStore))?.equals(PDF)).toBe(true);

    const stale = await t.call('PUT', `/api/staff/documents/${id}`, {
      name: 'Rozpočet 2027',
      category: categories[0].slug,
      date: '2026-12-15',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Martin Král');
    expect((await t.call('DELETE', `/api/staff/documents/${id}`)).statusCode).toBe(204);
    expect(await t.app.files.media.exists(inStore)).toBe(false);
  });

  it('checks a contract’s IČO and values, and links its record in the Registry of contracts', async () => {
    const bad = await t.call('POST', '/api/staff/contracts', {
      counterparty: 'Stavby Vzorov s.r.o.',
      counterparty_ico: '12345678',
      subject: 'Oprava chodníku v Lipové ulici',
      kind: 'smlouva o dílo',
      value_without_vat: 100_000,
      value_with_vat: 90_000,
      signed_on: '2026-11-20',
      registry_id: 'abc',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['counterparty_ico', 'registry_id', 'value_with_vat']);
    const good = await t.call('POST', '/api/staff/contracts', {
      counterparty: 'Stavby Vzorov s.r.o.',
      counterparty_ico: '25596641',
      subject: 'Oprava chodníku v Lipové ulici',
      kind: 'smlouva o dílo',
      value_without_vat: 100_000,
      value_with_vat: 121_000,
      signed_on: '2026-11-20',
      registry_id: '31234567',
    });
    expect(good.statusCode, good.body).toBe(201);
    const shown = (await t.app.inject({ url: '/api/contracts?q=Lipové' })).json().data;
    expect(shown).toMatchObject([
      {
        counterparty_ico: '25596641',
        value_with_vat: 121_000,
        registry_url: 'https://smlouvy.gov.cz/smlouva/31234567',
      },
    ]);

    // A value as the contract states it, with hellers, and the register's address pasted whole.
    const pasted = await t.call('POST', '/api/staff/contracts', {
      counterparty: 'Zahradnictví Lípa s.r.o.',
      counterparty_ico: '25596641',
      subject: 'Údržba zeleně v parku u nádraží',
      kind: 'smlouva o dílo',
      value_without_vat: '412 500,00',
      value_with_vat: '499 125,50',
      signed_on: '2026-11-21',
      registry_id: 'https://smlouvy.gov.cz/smlouva/32108516?backlink=abc',
    });
    expect(pasted.statusCode, pasted.body).toBe(201);
    expect((await t.app.inject({ url: '/api/contracts?q=nádraží' })).json().data).toMatchObject([
      {
        value_without_vat: 412_500,
        value_with_vat: 499_125.5,
        registry_url: 'https://smlouvy.gov.cz/smlouva/32108516',
      },
    ]);
    const wrong = await t.call('POST', '/api/staff/contracts', {
      counterparty: 'Zahradnictví Lípa s.r.o.',
      subject: 'Údržba zeleně',
      kind: 'smlouva o dílo',
      value_without_vat: '412 500,005',
      signed_on: '2026-11-21',
      registry_id: 'https://smlouvy.gov.cz/vyhledavani?q=lipa',
    });
    expect(wrong.json().errors).toEqual({
      value_without_vat: ['Částka může mít nejvýše dvě desetinná místa.'],
      registry_id: [
        'Vložte číslo smlouvy v registru smluv, nebo celou adresu její stránky (https://smlouvy.gov.cz/smlouva/…).',
      ],
    });
  });

  it('records what repealed a decree, and refuses dates out of order and a decree repealing itself', async () => {
    const decree = (number: string, changes: object = {}) => ({
      number,
      title: 'o místním poplatku ze psů',
      kind: 'vyhlaska',
      issued_on: '2026-10-01',
      valid_from: '2026-10-16',
      effective_from: '2027-01-01',
      summary: 'Sazby poplatku ze psů a úlevy.',
      ...changes,
    });
    const old = await t.call('POST', '/api/staff/decrees', decree('7/2026'));
    expect(old.statusCode, old.body).toBe(201);
    const oldSlug = (await t.call('GET', `/api/staff/decrees/${old.json().data.id}`)).json().data.slug;
    const newer = await t.call(
      'POST',
      '/api/staff/decrees',
      decree('8/2026', { issued_on: '2026-12-01', valid_from: '2026-12-10', effective_from: '2027-02-01' }),
    );
    const newerSlug = (await t.call('GET', `/api/staff/decrees/${newer.json().data.id}`)).json().data.slug;

    const disordered = await t.call('POST', '/api/staff/decrees', decree('9/2026', { effective_from: '2026-10-10' }));
    expect(disordered.json().errors).toEqual({ effective_from: ['Účinnost nemůže začít před platností.'] });
    const taken = await t.call('POST', '/api/staff/decrees', decree('7/2026'));
    expect(taken.json().errors.number).toEqual(['Vyhláška č. 7/2026 už v seznamu je.']);
    const itself = await t.call('PUT', `/api/staff/decrees/${old.json().data.id}`, {
      ...decree('7/2026'),
      repealed_by: oldSlug,
      repealed_on: '2027-02-01',
    });
    expect(itself.json().errors).toEqual({ repealed_by: ['Předpis nemůže zrušit sám sebe.'] });

    const repealed = await t.call('PUT', `/api/staff/decrees/${old.json().data.id}`, {
      ...decree('7/2026'),
      repealed_by: newerSlug,
      repealed_on: '2027-02-01',
      version: 1,
    });
    expect(repealed.statusCode, repealed.body).toBe(200);

    // Its own entry in the Collection, once it has one; a search there until then; nothing else.
    expect(
      (await t.app.inject({ url: '/api/decrees' })).json().data.find((d: { number: string }) => d.number === '8/2026')
        .collection_url,
    ).toBe('https://sbirkapp.gov.cz/vyhledavani?q=8%2F2026%20Vzorov');
    const elsewhere = await t.call('PUT', `/api/staff/decrees/${newer.json().data.id}`, {
      ...decree('8/2026', { issued_on: '2026-12-01', valid_from: '2026-12-10', effective_from: '2027-02-01' }),
      collection_url: 'https://example.com/vyhlaska',
      version: 1,
    });
    expect(elsewhere.json().errors).toEqual({
      collection_url: ['Vložte adresu záznamu ve Sbírce právních předpisů; začíná https://sbirkapp.gov.cz/.'],
    });
    const entry = 'https://sbirkapp.gov.cz/detail/SPPTAB0S4YJ4T6FC';
    const linked = await t.call('PUT', `/api/staff/decrees/${newer.json().data.id}`, {
      ...decree('8/2026', { issued_on: '2026-12-01', valid_from: '2026-12-10', effective_from: '2027-02-01' }),
      collection_url: entry,
      version: 1,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/decrees' })).json().data.find((d: { number: string }) => d.number === '8/2026')
        .collection_url,
    ).toBe(entry);

    const shown = (await t.app.inject({ url: '/api/decrees?state=zrusene' })).json().data;
    expect(shown.find((d: { number: string }) => d.number === '7/2026')).toMatchObject({
      repealed_on: '2027-02-01',
      repealed_by: { number: '8/2026' },
    });
    // The newer one cannot be deleted while it is what repealed the older.
    expect((await t.call('DELETE', `/api/staff/decrees/${newer.json().data.id}`)).statusCode).toBe(422);
  });

  it('keeps each newsletter number once a year', async () => {
    const issue = {
      year: 2031,
      number: 12,
      title: 'Zpravodaj 12/2031',
      published_on: '2031-12-01',
      highlights: ['Vánoce na náměstí'],
    };
    const first = await t.call('POST', '/api/staff/newsletter', issue);
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.call('POST', '/api/staff/newsletter', issue);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.number).toEqual(['Vydání 12/2031 už v seznamu je.']);
  });
});

describe('the records editors’ pages', () => {
  const post = async (path: string, fields: Record<string, string>, file?: Buffer) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (file) body.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'smlouva.pdf');
    return {
      request: page(path, { method: 'POST', body }),
      params: path.endsWith('/nova') ? {} : { id: path.split('/').at(-1)! },
      context: await pageContext(t.app, t.token),
    };
  };

  it('saves a contract with its PDF from a plain multipart form, and keeps what was typed when refused', async () => {
    const fields = {
      subject: 'Dodávka vánočního osvětlení',
      counterparty: 'Světla Vzorov s.r.o.',
      counterparty_ico: '25596641',
      kind: 'kupní smlouva',
      value_without_vat: '80 000',
      value_with_vat: '96 800',
      signed_on: '2026-11-02',
      registry_id: '',
    };
    const refused = await contractPage.action(
      routeArgs(await post('/sprava/smlouvy/nova', { ...fields, value_with_vat: 'hodně' })),
    );
    expect(asJson(refused)).toMatchObject({
      init: { status: 422 },
      data: { errors: { value_with_vat: [expect.any(String)] }, values: { subject: 'Dodávka vánočního osvětlení' } },
    });
    const saved = await contractPage.action(routeArgs(await post('/sprava/smlouvy/nova', fields, PDF)));
    const location = (saved as Response).headers.get('location')!;
    expect(location).toMatch(/^\/sprava\/smlouvy\/\d+\?ulozeno=1$/);
    const shown = (await t.app.inject({ url: '/api/contracts?q=vánočního osvětlení' })).json().data;
    expect(shown).toMatchObject([{ value_without_vat: 80_000, value_with_vat: 96_800, file: { size: PDF.length } }]);
  });
});
