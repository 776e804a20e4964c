import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from './forms.server.ts';

describe('a form read through its operation’s schema', () => {
  it('drops NUL characters, as the API does, rather than handing them to the database', () => {
    expect(parseInput(z.object({ note: z.string() }), { note: 'Po\u0000 stěhování' })).toEqual({
      note: 'Po stěhování',
    });
  });
});
