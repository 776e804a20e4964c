import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text.ts';

describe('cleanText', () => {
  it('removes NULs from strings however they are nested', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText({ a: 'x\u0000', b: ['\u0000y', { c: 'z\u0000\u0000' }], n: 1, f: null })).toEqual({
      a: 'x',
      b: ['y', { c: 'z' }],
      n: 1,
      f: null,
    });
    const query = Object.assign(Object.create(null), { q: '%\u0000' });
    expect(cleanText(query).q).toBe('%');
  });

  it('turns a lone half of a UTF-16 pair into U+FFFD and keeps whole pairs', () => {
    expect(cleanText({ title: 'a\ud800b', lead: '\udfff\ud800', ok: 'Vzorov 🏛️' })).toEqual({
      title: 'a\ufffdb',
      lead: '\ufffd\ufffd',
      ok: 'Vzorov 🏛️',
    });
  });

  it('leaves buffers and other class instances alone', () => {
    const data = Buffer.from([0, 1, 2]);
    const body = { file: { filename: 'a\u0000.png', data } };
    cleanText(body);
    expect(body.file.filename).toBe('a.png');
    expect(body.file.data).toBe(data);
    expect([...data]).toEqual([0, 1, 2]);
  });

  it('does not overflow the stack on a value nested 100 000 levels deep', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
    expect(() => cleanText(deep)).not.toThrow();
    let inner = deep;
    while (typeof inner !== 'string') inner = Array.isArray(inner) ? inner[0] : (inner as { a: unknown }).a;
    expect(inner).toBe('end');
  });
});
