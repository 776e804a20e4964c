import { describe, expect, it } from 'vitest';
import { redactUrl } from './log.ts';

describe('redactUrl', () => {
  it('hides the tokens of mailed links and keeps other paths', () => {
    expect(redactUrl('/zmena-hesla/abcDEF_123-x')).toBe('/zmena-hesla/[skryto]');
    expect(redactUrl('/zmena-hesla/abc.data?_routes=x')).toBe('/zmena-hesla/[skryto].data?_routes=x');
    expect(redactUrl('/registrace/potvrzeni/tok3n')).toBe('/registrace/potvrzeni/[skryto]');
    expect(redactUrl('/aktuality/vanocni-trhy-2026')).toBe('/aktuality/vanocni-trhy-2026');
  });
});
