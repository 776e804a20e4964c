import { z } from 'zod';
import { parseInput } from './forms.server.ts';

/**
 * A list's action on the rows picked (issue 29 §2), as the form sends it: which action, on which
 * ids, and whether it was confirmed. At most a page's worth of rows and a bit: 500.
 */
export function readBulk<A extends string>(form: FormData, actions: readonly [A, ...A[]]) {
  return parseInput(
    z.object({
      action: z.enum(actions, { error: 'Vyberte, co se má s vybranými položkami stát.' }),
      ids: z
        .array(z.coerce.number().int().min(1).max(2_147_483_647))
        .min(1, 'Vyberte aspoň jednu položku zaškrtnutím.')
        .max(500, 'Najednou jde upravit nejvýš 500 položek.'),
      confirmed: z.boolean(),
    }),
    { action: form.get('action') ?? '', ids: form.getAll('ids'), confirmed: form.get('confirmed') === '1' },
  );
}
