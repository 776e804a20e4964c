import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { asJson, multipartBody, page, pageContext, routeArgs } from '../../../server/test/pages.ts';
import { suiteApp } from '../../../server/test/suite.ts';
import { lifeSituations } from '../e-services/schema.server.ts';
import * as meetingPage from './pages/sprava-zasedani.tsx';

/** The editors of the office, its people and the town's bodies (section `people`). */
const t = suiteApp({ staff: 'martin' });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('the people editors', () => {
  it('creates a department and a clerk in it, shown in the directory at once; a stale save is a 409', async () => {
    const department = await t.call('POST', '/api/staff/departments', {
      name: 'Odbor cestovního ruchu',
      description: 'Informační centrum a propagace města.',
      agendas: ['Turistické informace', '', 'Průvodcovské služby'],
      room: 'Přízemí, dveře 3',
      position: 99,
    });
    expect(department.statusCode, department.body).toBe(201);
    const { id: departmentId } = department.json().data;
    const shown = (await t.app.inject({ url: '/api/departments' })).json().data;
    expect(shown.at(-1)).toMatchObject({
      slug: 'odbor-cestovniho-ruchu',
      agendas: ['Turistické informace', 'Průvodcovské služby'],
    });

    const person = {
      name: 'Eva Malá',
      position: 'průvodkyně',
      department_id: departmentId,
      phone: '465 123 999',
      email: 'eva.mala@vzorov.example',
      room: 'Přízemí, dveře 3',
    };
    const badPhoto = await t.call('POST', '/api/staff/office-people', { ...person, photo_url: '/media/demo/cizi.jpg' });
    expect(badPhoto.statusCode).toBe(422);
    expect(badPhoto.json().errors.photo_url).toEqual(['Vyberte obrázek z knihovny.']);
    const badPhone = await t.call('POST', '/api/staff/office-people', { ...person, phone: 'zavolejte' });
    expect(badPhone.json().errors.phone).toEqual(['Zadejte telefon číslicemi, například 465 123 456.']);

    const created = await t.call('POST', '/api/staff/office-people', person);
    expect(created.statusCode, created.body).toBe(201);
    const contacts = (await t.app.inject({ url: '/api/contacts?department=odbor-cestovniho-ruchu' })).json().data;
    expect(contacts).toMatchObject([{ name: 'Eva Malá', phone: '465 123 999', photo: null }]);

    // The department has someone in it: it stays.
    const refused = await t.call('DELETE', `/api/staff/departments/${departmentId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('patří k němu pracovníci (1).');

    const renamed = await t.call('PUT', `/api/staff/departments/${departmentId}`, {
      ...shown.at(-1),
      name: 'Odbor kultury a cestovního ruchu',
      description: 'Informační centrum.',
      room: 'Přízemí',
      version: 1,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await t.call('PUT', `/api/staff/departments/${departmentId}`, {
      name: 'Jiný',
      description: 'Jiný.',
      room: 'Jinde',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    expect((await t.call('DELETE', `/api/staff/office-people/${created.json().data.id}`)).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/staff/departments/${departmentId}`)).statusCode).toBe(204);
  });

  it('keeps a department and a clerk that a life situation names, and says which', async () => {
    const [situation] = await t.app.db
      .select({
        title: lifeSituations.title,
        departmentId: lifeSituations.departmentId,
        contactId: lifeSituations.contactId,
      })
      .from(lifeSituations)
      .where(isNotNull(lifeSituations.contactId))
      .limit(1);
    const department = await t.call('DELETE', `/api/staff/departments/${situation!.departmentId}`);
    expect(department.statusCode).toBe(409);
    expect(department.json().message).toMatch(/patří k němu .*životní situace \(\d+\)/);
    const clerk = await t.call('DELETE', `/api/staff/office-people/${situation!.contactId}`);
    expect(clerk.statusCode).toBe(409);
    expect(clerk.json().message).toMatch(/^Pracovníka nejde smazat, je kontaktem: životní situace „/);
    expect(clerk.json().message).toContain(`„${situation!.title}“`);
  });

  it('puts a councillor with a portrait from the image library on both bodies’ pages', async () => {
    const image = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const { contentType, payload } = await multipartBody({ alt: 'Portrét Jana Nového' }, [
      { field: 'file', name: 'novy.jpg', data: image, type: 'image/jpeg' },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/staff/media',
      headers: { authorization: `Bearer ${t.token}`, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id: mediaId, url } = uploaded.json().data;

    const member = await t.call('POST', '/api/staff/members', {
      name: 'Jan Nový',
      party: 'Nezávislí pro Vzorov',
      role: 'radní',
      council: true,
      committees: ['Finanční výbor'],
      email: 'jan.novy@vzorov.example',
      photo_url: url,
    });
    expect(member.statusCode, member.body).toBe(201);
    for (const body of ['zastupitelstvo', 'rada']) {
      const members = (await t.app.inject({ url: `/api/bodies/${body}` })).json().data.members;
      expect(members.find((m: { name: string }) => m.name === 'Jan Nový')).toMatchObject({ photo: { url } });
    }
    // The library knows where the portrait is used, and will not delete it.
    const used = (await t.call('GET', `/api/staff/media/${mediaId}`)).json().data.used_in;
    expect(used).toContainEqual({ kind: 'Zastupitelstvo', title: 'Jan Nový', url: '/zastupitelstvo' });
    expect((await t.call('DELETE', `/api/staff/media/${mediaId}`)).statusCode).toBe(409);
  });
});

describe('the meeting editor', () => {
  const post = async (path: string, fields: Record<string, string>, minutes?: Buffer) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    if (minutes) body.set('minutes', new Blob([new Uint8Array(minutes)], { type: 'application/pdf' }), 'zapis.pdf');
    return {
      request: page(path, { method: 'POST', body }),
      params: path.endsWith('/nove') ? {} : { id: path.split('/').at(-1)! },
      context: await pageContext(t.app, t.token),
    };
  };

  it('saves a meeting with its agenda, resolutions and minutes from a plain form, in Prague time', async () => {
    const fields = {
      body: 'rada',
      number: '41',
      date: '2026-12-14',
      time: '16:30',
      place: 'Malá zasedací síň',
      agenda: 'Rozpočtové opatření č. 9\n\nVánoční provoz úřadu',
      resolutions: 'RM/41/2026/1 schvaluje rozpočtové opatření č. 9',
    };
    const refused = await meetingPage.action(
      routeArgs(await post('/sprava/zasedani/nove', { ...fields, time: '25:00' })),
    );
    expect(asJson(refused)).toMatchObject({
      init: { status: 422 },
      data: { errors: { time: ['Zadejte čas, například 17:00.'] }, values: { place: 'Malá zasedací síň' } },
    });
    const fake = await meetingPage.action(
      routeArgs(await post('/sprava/zasedani/nove', fields, Buffer.from('<html>zápis</html>'))),
    );
    expect(asJson(fake)).toMatchObject({ init: { status: 422 }, data: { errors: { minutes: [expect.any(String)] } } });

    const saved = (await meetingPage.action(routeArgs(await post('/sprava/zasedani/nove', fields, PDF)))) as Response;
    expect(saved.headers.get('location')).toMatch(/^\/sprava\/zasedani\/\d+\?ulozeno=1$/);
    const council = (await t.app.inject({ url: '/api/bodies/rada' })).json().data;
    const meeting = council.meetings.find((m: { number: number }) => m.number === 41);
    expect(meeting).toMatchObject({
      starts_at: '2026-12-14T15:30:00.000Z',
      agenda: ['Rozpočtové opatření č. 9', 'Vánoční provoz úřadu'],
      resolutions: ['RM/41/2026/1 schvaluje rozpočtové opatření č. 9'],
      minutes: { size: PDF.length },
    });
  });
});
