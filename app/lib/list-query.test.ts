import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuery } from './list-query.ts';

const schema = z
  .object({
    q: z.string().trim().max(20, 'Hledaný text je příliš dlouhý.').optional(),
    from: z.iso.date('Zadejte datum ve tvaru RRRR-MM-DD.').optional(),
    to: z.iso.date('Zadejte datum ve tvaru RRRR-MM-DD.').optional(),
    page: z.coerce.number().int().min(1, 'Strana začíná jedničkou.').max(100).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Datum „do“ je před datem „od“.',
  });
const names = { q: 'q', od: 'from', do: 'to', strana: 'page' };
const read = (search: string) => listQuery(schema, new URL(`http://vzorov.test/seznam?${search}`), names);

describe('a list’s filters from its address', () => {
  it('reads them by their Czech names', () => {
    expect(read('q=most&od=2026-11-01&do=2026-11-30&strana=2')).toEqual({
      query: { q: 'most', from: '2026-11-01', to: '2026-11-30', page: 2 },
      problems: [],
      params: { q: 'most', od: '2026-11-01', do: '2026-11-30', strana: '2' },
    });
  });

  it('leaves out what is wrong, says so in Czech, and keeps the rest', () => {
    const { query, problems } = read('q=most&od=2026-02-30&strana=-4');
    expect(query).toEqual({ q: 'most', page: 1 });
    expect(problems).toEqual([
      'Zadejte datum ve tvaru RRRR-MM-DD. Filtr „2026-02-30“ nepoužit.',
      'Strana začíná jedničkou. Filtr „-4“ nepoužit.',
    ]);
    expect(read('od=2026-12-01&do=2026-11-01').problems).toEqual([
      'Datum „do“ je před datem „od“. Filtr „2026-11-01“ nepoužit.',
    ]);
    expect(read('q=%00%00&strana=abc').query).toEqual({ page: 1 });
  });
});
