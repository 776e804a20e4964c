import { describe, expect, it } from 'vitest';
import { jsonDeeperThan } from './json-body.ts';

describe('jsonDeeperThan', () => {
  it('counts the nesting of arrays and objects', () => {
    expect(jsonDeeperThan('1', 0)).toBe(false);
    expect(jsonDeeperThan('{}', 0)).toBe(true);
    expect(jsonDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonDeeperThan('[[],[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonDeeperThan('{"a":"\\"[[[[","b":"\\\\"}', 1)).toBe(false);
    expect(jsonDeeperThan('["\\\\",[[]]]', 2)).toBe(true);
  });

  it('answers for 20 000 levels without recursion', () => {
    expect(jsonDeeperThan(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 64)).toBe(true);
  });
});
