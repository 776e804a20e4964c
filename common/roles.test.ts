import { describe, expect, it } from 'vitest';
import { departmentsOf, hasScope, isClerk, isStaff, sectionsOf } from './roles.ts';

const person = (scope: string[]) => ({ scope });

describe('roles', () => {
  it('reads a scope given as a list or as an object keyed by name', () => {
    expect(hasScope(['resident', 'admin'], 'admin')).toBe(true);
    expect(hasScope({ admin: true, resident: false }, 'resident')).toBe(false);
    expect(hasScope({ admin: true }, 'admin')).toBe(true);
  });

  it('grants an editor the named sections only and an admin all of them', () => {
    expect(sectionsOf(person(['resident']))).toEqual([]);
    expect(sectionsOf(person(['editor:events', 'editor:nonsense', 'editor']))).toEqual(['events']);
    expect(sectionsOf(person(['admin']))).toHaveLength(9);
    expect(isStaff(person(['resident']))).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('makes a clerk of the departments named, staff without a section, and an admin a clerk of all', () => {
    const clerk = person(['resident', 'clerk:odbor-vystavby', 'clerk:', 'clerk:Bad Slug']);
    expect(departmentsOf(clerk)).toEqual(['odbor-vystavby']);
    expect(isClerk(clerk)).toBe(true);
    expect(isStaff(clerk)).toBe(true);
    expect(sectionsOf(clerk)).toEqual([]);
    expect(departmentsOf(person(['admin']))).toBe('all');
    expect(isClerk(person(['editor:news']))).toBe(false);
  });
});
