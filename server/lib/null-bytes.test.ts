import { describe, expect, it } from 'vitest';
import { stripNullBytes } from './null-bytes.ts';

describe('stripNullBytes', () => {
  it('removes NULs from strings however they are nested', () => {
    expect(stripNullBytes('a\u0000b')).toBe('ab');
    expect(stripNullBytes({ a: 'x\u0000', b: ['\u0000y', { c: 'z\u0000\u0000' }], n: 1, f: null })).toEqual({
      a: 'x',
      b: ['y', { c: 'z' }],
      n: 1,
      f: null,
    });
    const query = Object.assign(Object.create(null), { q: '%\u0000' });
    expect(stripNullBytes(query).q).toBe('%');
  });

  it('leaves buffers and other class instances alone', () => {
    const data = Buffer.from([0, 1, 2]);
    const body = { file: { filename: 'a\u0000.png', data } };
    stripNullBytes(body);
    expect(body.file.filename).toBe('a.png');
    expect(body.file.data).toBe(data);
    expect([...data]).toEqual([0, 1, 2]);
  });

  it('does not overflow the stack on a value nested 100 000 levels deep', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
    expect(() => stripNullBytes(deep)).not.toThrow();
    let inner = deep;
    while (typeof inner !== 'string') inner = Array.isArray(inner) ? inner[0] : (inner as { a: unknown }).a;
    expect(inner).toBe('end');
  });
});
