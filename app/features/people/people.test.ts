import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../server/test/suite.ts';
import type { BodyData, Contact, Department } from './schemas.ts';

const t = suiteApp();

const json = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { data: T }).data;
};

describe('the office', () => {
  it('lists departments with their agendas, and at least 25 contacts in 6 or more of them', async () => {
    const departments = await json<Department[]>('/api/departments');
    expect(departments.length).toBeGreaterThanOrEqual(6);
    expect(departments.every((d) => d.agendas.length > 0)).toBe(true);
    const contacts = await json<Contact[]>('/api/contacts');
    expect(contacts.length).toBeGreaterThanOrEqual(25);
    expect(new Set(contacts.map((c) => c.department.slug)).size).toBeGreaterThanOrEqual(6);
    expect(contacts.every((c) => /^\+420/.test(c.phone) && c.email.includes('@'))).toBe(true);
  });

  it('filters the directory by department and by any part of name, position or phone', async () => {
    const building = await json<Contact[]>('/api/contacts?department=odbor-vystavby');
    expect(building.length).toBeGreaterThan(0);
    expect(building.every((c) => c.department.slug === 'odbor-vystavby')).toBe(true);
    const someone = building[0]!;
    const byName = await json<Contact[]>(`/api/contacts?q=${encodeURIComponent(someone.name.split(' ').at(-1)!)}`);
    expect(byName.map((c) => c.slug)).toContain(someone.slug);
    const byPhone = await json<Contact[]>(`/api/contacts?q=${encodeURIComponent(someone.phone.slice(-3))}`);
    expect(byPhone.map((c) => c.slug)).toContain(someone.slug);
    expect(await json<Contact[]>('/api/contacts?q=%25%25%25')).toEqual([]);
  });
});

describe('self-government', () => {
  it('the assembly has 15 members and at least 6 meetings with resolutions; the council 5', async () => {
    const assembly = await json<BodyData>('/api/bodies/zastupitelstvo');
    expect(assembly.members).toHaveLength(15);
    expect(assembly.members[0]!.role).toBe('starostka');
    const past = assembly.meetings.filter((m) => Date.parse(m.starts_at) < Date.now());
    expect(past.length).toBeGreaterThanOrEqual(6);
    expect(past.every((m) => m.resolutions.length > 0 && m.agenda.length > 0)).toBe(true);
    const council = await json<BodyData>('/api/bodies/rada');
    expect(council.members).toHaveLength(5);
    expect(council.members.every((m) => m.council)).toBe(true);
    expect(council.meetings.length).toBeGreaterThanOrEqual(6);
    expect((await t.app.inject({ method: 'GET', url: '/api/bodies/senat' })).statusCode).toBe(404);
  });
});
