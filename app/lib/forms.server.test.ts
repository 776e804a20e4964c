import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput, parseRows, readSubmission } from './forms.server.ts';

describe('a form read through its operation’s schema', () => {
  it('drops NUL characters, as the API does, rather than handing them to the database', () => {
    expect(parseInput(z.object({ note: z.string() }), { note: 'Po\u0000 stěhování' })).toEqual({
      note: 'Po stěhování',
    });
  });
});

describe('a form with rows from a stranger', () => {
  const schema = z.object({ rows: z.array(z.object({ label: z.string() })).max(100) });
  const posted = (entries: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  };

  it('reads the rows it names', () => {
    const submission = readSubmission(
      schema,
      posted([
        ['rows[0].label', 'a\u0000b'],
        ['rows[1].label', 'c'],
      ]),
    );
    expect(submission.status === 'success' && submission.value).toEqual({ rows: [{ label: 'ab' }, { label: 'c' }] });
  });

  it('reads rows for a page that answers without Conform’s reply, the schema’s refusal a 422 by field', () => {
    const form = posted([
      ['rows[0].label', 'a'],
      ['rows[1].label', ''],
    ]);
    expect(parseRows(schema, form)).toEqual({ rows: [{ label: 'a' }, { label: '' }] });
    const strict = z.object({ rows: z.array(z.object({ label: z.string().min(1, 'Vyplňte popis.') })) });
    expect(() => parseRows(strict, form)).toThrow(
      expect.objectContaining({
        status: 422,
        error: expect.objectContaining({ errors: { 'rows.1.label': ['Vyplňte popis.'] } }),
      }),
    );
  });

  it.each([
    ['readSubmission', readSubmission],
    ['parseRows', parseRows],
  ])('%s refuses a row number no form has with a 400, before it becomes a list that long', (_, read) => {
    let thrown: unknown;
    try {
      read(
        schema,
        posted([
          ['rows[0].label', 'a'],
          ['rows[99999999].label', 'x'],
        ]),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ data: 'Formulář má víc řádků, než je možné.', init: { status: 400 } });
  });
});
