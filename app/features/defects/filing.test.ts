import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGINS, loginAs, queuedMails, type TestApp } from '../../../server/test/app.ts';
import { multipartBody } from '../../../server/test/pages.ts';
import { pruneUnconfirmed } from './housekeeping.server.ts';
import { photoMessages } from './limits.ts';
import { photoGps } from './photos.server.ts';
import { defectEvents, defectFollowers, defectPhotos, defectReports } from './schema.server.ts';
import { defectMessages, readAddressChoice } from './schemas.ts';
import { avif, heicHeader, pdf, photo, photoAtLipova } from './test-photos.server.ts';

let t: TestApp;
let jana: string;
let josef: string;
let category: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CLOCK_AT: '2026-03-10T09:00:00+01:00' } });
  jana = await loginAs(t.app, DEMO_LOGINS.jana);
  josef = await loginAs(t.app, DEMO_LOGINS.josef);
  const res = await t.app.inject({ method: 'GET', url: '/api/defects/categories' });
  category = res.json().data[0].code;
});
afterAll(() => t.close());

type File = { name: string; data: Buffer; type?: string };

/** A report as the form sends it: multipart, photos under `photos`. */
async function report(fields: Record<string, string>, files: File[] = [], token?: string) {
  const { contentType, payload } = await multipartBody(
    { category, description: 'Velký výtluk uprostřed silnice.', ...fields },
    files.map((f) => ({ field: 'photos', type: 'image/jpeg', ...f })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/defects',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

const rowOf = async (number: string) => {
  const [row] = await t.app.db.select().from(defectReports).where(eq(defectReports.number, number));
  if (!row) throw new Error(`no report ${number}`);
  return row;
};

describe('a signed-in resident files a report', () => {
  it('by a typed address: numbered, routed, due by the category, confirmed at once, receipted', async () => {
    const res = await report({ ulice: 'Lipová', cislo: '12' }, [], jana);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'nove', confirmed: true, photo_place: null });
    expect(data.number).toMatch(/^Z-2026-\d{4}$/);
    const row = await rowOf(data.number);
    expect(row).toMatchObject({ placeText: 'Lipová 412/12', area: 'Vzorov', reporterEmail: null });
    expect(row.dueOn > '2026-03-10').toBe(true);
    const events = await t.app.db.select().from(defectEvents).where(eq(defectEvents.reportId, row.id));
    expect(events).toMatchObject([{ action: 'filed', status: 'nove', visibility: 'public', author: 'reporter' }]);
    const followers = await t.app.db.select().from(defectFollowers).where(eq(defectFollowers.reportId, row.id));
    expect(followers).toMatchObject([{ kind: 'reporter', email: null, tokenHash: null }]);
    const mails = await queuedMails(t.database, DEMO_LOGINS.jana[0]);
    expect(mails.map((m) => m.subject)).toContain(`Přijali jsme vaše hlášení závady ${data.number}`);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/me/defects',
      headers: { authorization: `Bearer ${jana}` },
    });
    expect(mine.json().data[0]).toMatchObject({
      number: data.number,
      status: 'nove',
      status_label: 'Nové',
      place: 'Lipová 412/12',
    });
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/me/defects',
      headers: { authorization: `Bearer ${josef}` },
    });
    expect(others.json().data.map((r: { number: string }) => r.number)).not.toContain(data.number);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/defects' })).statusCode).toBe(401);
  });

  it('by a pin on the map: described by the nearest address', async () => {
    const res = await report({ lat: '49.59868', lon: '15.58357' }, [], jana);
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowOf(res.json().data.number)).placeText).toBe('poblíž Lipová 412/12');
  });

  it('refuses a pin outside the town, an unknown address, and offers the choices of an ambiguous one', async () => {
    const outside = await report({ lat: '50.08', lon: '14.42' }, [], jana);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.lat).toEqual([defectMessages.outside]);

    const unknown = await report({ ulice: 'Neexistující', cislo: '7' }, [], jana);
    expect(unknown.json().errors.ulice).toEqual([defectMessages.noAddress]);
    const nothing = await report({}, [], jana);
    expect(nothing.json().errors.ulice).toEqual([defectMessages.noPlace]);

    const ambiguous = await report({ misto: 'Školní 5' }, [], jana);
    expect(ambiguous.statusCode).toBe(422);
    const { errors } = ambiguous.json();
    expect(errors.misto).toEqual([defectMessages.ambiguous]);
    const choices = errors.adresa.map(readAddressChoice);
    expect(choices.map((c: { label: string }) => c.label).sort()).toEqual(['Školní 233/5', 'Školní 5/4']);

    const chosen = await report({ misto: 'Školní 5', adresa: String(choices[0].code) }, [], jana);
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((await rowOf(chosen.json().data.number)).placeText).toBe(choices[0].label);
  });

  it('a double submit with one key files one report', async () => {
    const first = await report({ misto: 'Lipová 412/12', idempotency_key: 'dvakrat' }, [], josef);
    const second = await report({ misto: 'Lipová 412/12', idempotency_key: 'dvakrat' }, [], josef);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().data.number).toBe(first.json().data.number);
    // The same key of another reporter is their own.
    const other = await report({ misto: 'Lipová 412/12', idempotency_key: 'dvakrat' }, [], jana);
    expect(other.statusCode).toBe(201);
    expect(other.json().data.number).not.toBe(first.json().data.number);
  });
});

describe("a report's photos", () => {
  it('are refused by their content: too many, a PDF named .jpg, a HEIC, an AVIF, too large, too small', async () => {
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (i) => ({ name: `${i}.jpg`, data: await photo() })));
    const tooMany = await report({ misto: 'Lipová 412/12' }, six, jana);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.photos).toContain(photoMessages.tooMany);

    const bad = await report(
      { misto: 'Lipová 412/12' },
      [
        { name: 'vytluk.jpg', data: pdf() },
        { name: 'IMG_0001.jpg', data: heicHeader() },
        { name: 'foto.avif', data: await avif() },
        { name: 'velka.jpg', data: Buffer.concat([await photo(), Buffer.alloc(12 * 1024 * 1024)]) },
        { name: 'mala.jpg', data: await photo(200, 150) },
      ],
      jana,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.photos.sort()).toEqual(
      [photoMessages.notImage, photoMessages.heic, photoMessages.tooLarge, photoMessages.tooSmall].sort(),
    );
  });

  it('are not read past 30 MB together', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 1);
    const files = [1, 2, 3, 4].map((i) => ({ name: `${i}.jpg`, data: big }));
    const res = await report({ misto: 'Lipová 412/12' }, files, jana);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.photos.sort()).toEqual([photoMessages.notImage, photoMessages.tooMuch].sort());
  });

  it("are stored re-encoded without the original's metadata; their GPS suggests the place", async () => {
    const original = await photoAtLipova();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const gps = await photoGps(original);
    expect(gps?.lat).toBeCloseTo(49.598678, 4);
    expect(gps?.lon).toBeCloseTo(15.583564, 4);

    const res = await report({ misto: 'Lipová 412/12' }, [{ name: 'vytluk.jpg', data: original }], jana);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.photo_place.lat).toBeCloseTo(49.598678, 4);
    const row = await rowOf(res.json().data.number);
    const [stored] = await t.app.db.select().from(defectPhotos).where(eq(defectPhotos.reportId, row.id));
    expect(stored).toMatchObject({ role: 'report', width: 800, height: 600, publicPath: null });
    const data = await t.app.files.uploads.read(stored?.storagePath ?? '');
    if (!data) throw new Error('the photo was not stored');
    const meta = await sharp(data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(await photoGps(data)).toBeNull();
  });

  it("a real phone's photo: its GPS read, no suggestion outside the town, nothing of it kept", async () => {
    const original = await readFile(new URL('./fixtures/IMG_20180725_163423-tiny.jpg', import.meta.url));
    const gps = await photoGps(original);
    expect(gps?.lat).toBeCloseTo(50.2996, 3);
    expect(gps?.lon).toBeCloseTo(14.8203, 3);
    const res = await report({ misto: 'Lipová 412/12' }, [{ name: 'IMG_20180725_163423.jpg', data: original }], josef);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.photo_place).toBeNull();
    const row = await rowOf(res.json().data.number);
    const [stored] = await t.app.db.select().from(defectPhotos).where(eq(defectPhotos.reportId, row.id));
    const data = await t.app.files.uploads.read(stored?.storagePath ?? '');
    expect(data && (await sharp(data).metadata()).exif).toBeUndefined();
    expect(data && (await photoGps(data))).toBeNull();
  });

  it('without a place, the photo GPS is offered as the address to choose', async () => {
    const res = await report({}, [{ name: 'vytluk.jpg', data: await photoAtLipova() }], jana);
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.ulice[0]).toContain('Fotografie byla pořízena u adresy Lipová 412/12');
    expect(errors.adresa.map(readAddressChoice)[0].label).toBe('Lipová 412/12');
  });
});

describe("a guest's report", () => {
  it('goes with its photo and followers when nobody confirms it within seven days; a confirmed one stays', async () => {
    const photos = [{ name: 'vytluk.jpg', data: await photo() }];
    const unconfirmed = (await report({ misto: 'Lipová 412/12', email: 'zapomnel@example.cz' }, photos)).json().data;
    const kept = (await report({ misto: 'Lipová 412/12' }, photos, jana)).json().data;
    const row = await rowOf(unconfirmed.number);
    const [stored] = await t.app.db.select().from(defectPhotos).where(eq(defectPhotos.reportId, row.id));
    const [mail] = await queuedMails(t.database, 'zapomnel@example.cz');
    expect(mail?.text).toContain('Potvrdit ho můžete do 7 dní');
    const ctx = { db: t.app.db, files: t.app.files, now: new Date('2026-03-17T08:59:00+01:00') };
    // The seventh day is still the guest's.
    await pruneUnconfirmed(ctx);
    expect((await rowOf(unconfirmed.number)).confirmedAt).toBeNull();
    expect(await pruneUnconfirmed({ ...ctx, now: new Date('2026-03-17T09:01:00+01:00') })).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(defectReports).where(eq(defectReports.id, row.id))).toEqual([]);
    expect(await t.app.db.select().from(defectFollowers).where(eq(defectFollowers.reportId, row.id))).toEqual([]);
    expect(await t.app.files.uploads.read(stored?.storagePath ?? '')).toBeNull();
    expect((await rowOf(kept.number)).confirmedAt).not.toBeNull();
  });

  it('waits for the link mailed to the guest; the link confirms it once, and an unknown one is a 404', async () => {
    const res = await report({ misto: 'Lipová 412/12', email: 'Host@Example.cz' });
    expect(res.statusCode, res.body).toBe(201);
    const { number, confirmed } = res.json().data;
    expect(confirmed).toBe(false);
    const row = await rowOf(number);
    expect(row).toMatchObject({ reporterUserId: null, reporterEmail: 'host@example.cz', confirmedAt: null });

    const [mail] = await queuedMails(t.database, 'host@example.cz');
    expect(mail?.subject).toBe(`Potvrďte prosím hlášení závady ${number}`);
    const token = /\/zavady\/potvrzeni\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    // The mail names what was reported, not what the guest wrote about it.
    expect(mail?.text).not.toContain('Velký výtluk');

    const confirm = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/defects/confirm', payload: { token: value } });
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ number, confirmed: true });
    expect((await rowOf(number)).confirmedAt).not.toBeNull();
    expect((await confirm(token)).json().data.confirmed).toBe(true);
    expect((await confirm('neznamy-odkaz')).statusCode).toBe(404);
  });

  it('needs an e-mail, and a guest files at most five an hour from one address', async () => {
    const none = await report({ misto: 'Lipová 412/12' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.email).toEqual([defectMessages.email]);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await report({ category: 'neni-takova', misto: 'Lipová 412/12', email: 'spam@example.cz' })).statusCode,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe("a resident's personal data", () => {
  it('holds the reports she filed with what she and the office wrote, and their photos in the archive', async () => {
    const res = await report({ misto: 'Lipová 412/12' }, [{ name: 'a.jpg', data: await photo() }], jana);
    const { number } = res.json().data;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${jana}` } });
    const data = (await get('/api/me/export')).json();
    const mine = data.defect_reports.find((r: { number: string }) => r.number === number);
    expect(mine).toMatchObject({ category: expect.any(String), place: 'Lipová 412/12', status: 'Nové' });
    expect(mine.description).toBe('Velký výtluk uprostřed silnice.');
    expect(mine.timeline[0]).toMatchObject({ author: 'vy' });
    // Josef's reports are his alone.
    const his = await t.app.inject({
      method: 'GET',
      url: '/api/me/defects',
      headers: { authorization: `Bearer ${josef}` },
    });
    const hers = new Set(data.defect_reports.map((r: { number: string }) => r.number));
    expect(his.json().data.length).toBeGreaterThan(0);
    expect(his.json().data.filter((r: { number: string }) => hers.has(r.number))).toEqual([]);
    const files = unzipSync(new Uint8Array((await get('/api/me/export.zip')).rawPayload));
    const photoFile = files[`zavady/${number}/fotografie-1.jpg`];
    expect(photoFile && (await sharp(Buffer.from(photoFile)).metadata()).format).toBe('jpeg');
    expect(Buffer.from(files['udaje.html'] ?? []).toString()).toContain('<h2>Nahlášené závady</h2>');
  });
});
