import { parse } from '@conform-to/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formInput, payloadInput } from './form-input.ts';
import { formFieldName } from './forms.server.ts';

/** A form as a browser posts it: repeated names, and an empty file for a file input left empty. */
function posted(entries: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const empty = () => new File([], '', { type: 'application/octet-stream' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('a form read by its schema', () => {
  const schema = z.object({
    featured: z.boolean().default(false),
    notify: z.boolean(),
    rate: z.number('Zadejte sazbu.').int(),
    image_id: z.number().int().nullable().optional(),
    position: z.number().int().optional(),
    category: z.string().nullable().optional(),
    note: z.string().optional(),
    agendas: z.array(z.string()).default([]),
    attachments: z.array(z.instanceof(File)).default([]),
    photo: z.instanceof(File).optional(),
    starts_at: z.date(),
  });

  it('an unchecked checkbox is false, a checked one true whatever its value', () => {
    expect(formInput(schema, posted([]))).toMatchObject({ featured: false, notify: false });
    expect(
      formInput(
        schema,
        posted([
          ['featured', 'on'],
          ['notify', '1'],
        ]),
      ),
    ).toMatchObject({
      featured: true,
      notify: true,
    });
    // A hidden "false" before the checkbox, as some forms send, stays false when unticked.
    expect(formInput(schema, posted([['notify', 'false']]))).toMatchObject({ notify: false });
  });

  it('an empty number is null where the schema takes null, else left out; Czech decimals and spaces are read', () => {
    const read = formInput(
      schema,
      posted([
        ['rate', ''],
        ['image_id', ''],
        ['position', ''],
      ]),
    );
    expect(read).not.toHaveProperty('rate');
    expect(read).not.toHaveProperty('position');
    expect(read.image_id).toBeNull();
    expect(formInput(schema, posted([['rate', '1 500']])).rate).toBe(1500);
    expect(formInput(z.object({ price: z.number() }), posted([['price', '12,50']])).price).toBe(12.5);
    // Not a number: left as typed, for the schema's own message.
    expect(formInput(schema, posted([['rate', 'devět set']])).rate).toBe('devět set');
    expect(schema.shape.rate.safeParse('devět set').error?.issues[0]?.message).toBe('Zadejte sazbu.');
  });

  it('an empty text is the empty string where taken, else null where taken, else left out where it may be', () => {
    const texts = z.object({
      category: z.string().min(1).nullable().optional(),
      note: z.string().optional(),
      symbol: z.string().regex(/^\d+$/).optional(),
      title: z.string().min(1, 'Zadejte nadpis.'),
    });
    const read = formInput(
      texts,
      posted([
        ['category', ''],
        ['note', ''],
        ['symbol', ''],
        ['title', ''],
      ]),
    );
    expect(read).toEqual({ category: null, note: '', title: '' });
    // A required field stays empty, so its own message explains it.
    expect(texts.safeParse(read).error?.issues.map((i) => i.message)).toEqual(['Zadejte nadpis.']);
  });

  it('repeated fields and a list’s text area are their items in order, and only the files actually chosen', () => {
    const read = formInput(
      schema,
      posted([
        ['agendas', 'Matrika'],
        ['agendas', ''],
        ['agendas', 'Ověřování'],
        ['attachments', pdf('a.pdf')],
        ['attachments', empty()],
        ['attachments', pdf('b.pdf')],
        ['photo', empty()],
      ]),
    );
    expect(read.agendas).toEqual(['Matrika', 'Ověřování']);
    expect((read.attachments as File[]).map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(read).not.toHaveProperty('photo');
    expect(formInput(schema, posted([['agendas', 'Jediná']])).agendas).toEqual(['Jediná']);
    // A text area for a list: one item a line, blank lines none.
    expect(formInput(schema, posted([['agendas', 'Matrika\r\n\r\n  Ověřování \n']])).agendas).toEqual([
      'Matrika',
      'Ověřování',
    ]);
  });

  it('a date and time is that wall-clock moment in Prague, on either side of a change of time', () => {
    const at = (value: string) => (formInput(schema, posted([['starts_at', value]])).starts_at as Date).toISOString();
    // Winter time (UTC+1) on the night summer time begins, and summer time (UTC+2) after it.
    expect(at('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(at('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    // The hour repeated in October is its first pass; a day alone is its midnight.
    expect(at('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-12-31')).toBe('2026-12-30T23:00:00.000Z');
    // 30 February is no day: left as typed, for the schema to refuse.
    expect(formInput(schema, posted([['starts_at', '2026-02-30T10:00']])).starts_at).toBe('2026-02-30T10:00');
    expect(schema.shape.starts_at.safeParse('2026-02-30T10:00').success).toBe(false);
  });

  it('reads only the fields its schema names', () => {
    expect(
      formInput(
        z.object({ title: z.string() }),
        posted([
          ['title', 'A'],
          ['admin', '1'],
        ]),
      ),
    ).toEqual({
      title: 'A',
    });
  });
});

describe('a form with rows read through Conform’s payload', () => {
  const schema = z.object({
    title: z.string(),
    rows: z.array(z.object({ label: z.string(), count: z.number().int(), shown: z.boolean() })).default([]),
    link: z.object({ text: z.string(), url: z.url().nullable() }).optional(),
  });

  it('reads each row’s fields by their types, and a group as an object', () => {
    const form = posted([
      ['title', 'Ceník'],
      ['rows[0].label', 'Malá'],
      ['rows[0].count', '1 200'],
      ['rows[0].shown', 'on'],
      ['rows[1].label', 'Velká'],
      ['rows[1].count', 'dvě'],
      ['link.text', 'Více'],
      ['link.url', ''],
    ]);
    const submission = parse(form, { resolve: (payload) => ({ value: payloadInput(schema, payload) }) });
    expect(submission.status === 'success' && submission.value).toEqual({
      title: 'Ceník',
      rows: [
        { label: 'Malá', count: 1200, shown: true },
        // Not a number stays the text, for the schema's own message; an unchecked box is false.
        { label: 'Velká', count: 'dvě', shown: false },
      ],
      link: { text: 'Více', url: null },
    });
  });

  it('reads the rows as an intent button left them, and no rows and no group as none', () => {
    const form = posted([
      ['title', 'x'],
      ['rows[0].label', 'První'],
      ['rows[1].label', 'Druhá'],
      ['__intent__', JSON.stringify({ type: 'remove', payload: { name: 'rows', index: 0 } })],
    ]);
    const submission = parse(form, { resolve: (payload) => ({ value: payloadInput(schema, payload) }) });
    expect(submission.status).toBeUndefined();
    expect(payloadInput(schema, submission.payload)).toEqual({ title: 'x', rows: [{ label: 'Druhá', shown: false }] });
    expect(payloadInput(schema, { title: 'x' })).toEqual({ title: 'x', rows: [] });
    expect(payloadInput(schema, 'not an object')).toEqual({ rows: [] });
  });
});

describe('a service’s field name on the form', () => {
  it('puts a row’s number in brackets, as Conform names its fields', () => {
    expect(formFieldName('prices.0.volume')).toBe('prices[0].volume');
    expect(formFieldName('tiles.12.links.3.url')).toBe('tiles[12].links[3].url');
    expect(formFieldName('value.title')).toBe('value.title');
    expect(formFieldName('_')).toBe('_');
  });
});
