import type { RouterContextProvider } from 'react-router';
import { data } from 'react-router';
import { z } from 'zod';
import { countOf } from '../../common/plural.ts';
import { rowNumber } from '../../common/schemas/ids.ts';
import type { StaffNeed } from '../../server/lib/staff.ts';
import type { BulkAction, BulkAnswer } from '../components/ui/admin-list.tsx';
import { formAction, parseForm, readForm } from './forms.server.ts';
import type { ServerLoadContext } from './load-context.ts';
import { staffPage } from './staff.server.ts';

/**
 * A list's action on the rows picked (issue 29 §2), as the form sends it: which action, on which
 * ids, and whether it was confirmed. At most a page's worth of rows and a bit: 500.
 */
function readBulk<A extends string>(form: FormData, actions: readonly [A, ...A[]]) {
  return parseForm(
    z.object({
      action: z.enum(actions, { error: 'Vyberte, co se má s vybranými položkami stát.' }),
      ids: z
        .array(rowNumber())
        .min(1, 'Vyberte aspoň jednu položku zaškrtnutím.')
        .max(500, 'Najednou jde upravit nejvýš 500 položek.'),
      confirmed: z.boolean(),
    }),
    form,
  );
}

/**
 * A list's bulk action from its form to its answer: read and checked, the titles shown for one
 * confirmation first where the action cannot be undone, then done and said with how many.
 */
interface BulkHow<A extends string> {
  /** The picked rows' titles, for the confirmation: needed where an action asks first. */
  titles?: (ids: number[]) => Promise<string[]>;
  /** Does it; says what was done (e.g. "Zveřejněno") and to how many. */
  run: (action: A, ids: number[]) => Promise<{ count: number; said: string; more?: string }>;
  /** The rows' noun in its three Czech forms: 1 článek, 2 články, 5 článků. */
  items: { one: string; few: string; other: string };
}

export async function bulkAction<A extends string>(
  form: FormData,
  actions: readonly [A, ...A[]],
  choices: readonly BulkAction[],
  how: BulkHow<A>,
) {
  const { action, ids, confirmed } = readBulk(form, actions);
  const chosen = choices.find((choice) => choice.value === action);
  if (chosen?.confirm && !confirmed) {
    return data<BulkAnswer>({
      bulk: { confirm: { action, label: chosen.label, ids, titles: (await how.titles?.(ids)) ?? [] } },
    });
  }
  // `more`: what else the reader should know, e.g. the rows a step left as they were.
  const { count, said, more } = await how.run(action, ids);
  return data<BulkAnswer>({ bulk: { done: `${said}: ${countOf(count, how.items)}.${more ? ` ${more}` : ''}` } });
}

/**
 * A staff list page's action when its one form is the bulk action: the section's gate, then
 * `bulkAction`, a refusal (nothing picked, a row gone) said above the list.
 */
export async function staffBulkAction<A extends string>(
  args: { request: Request; url: URL; context: Readonly<RouterContextProvider> },
  need: StaffNeed,
  actions: readonly [A, ...A[]],
  choices: readonly BulkAction[],
  how: (services: ServerLoadContext['services'], ctx: ServerLoadContext['ctx']) => BulkHow<A>,
) {
  const { services, ctx } = staffPage(args, need);
  const form = await readForm(args.request);
  return formAction({}, () => bulkAction(form, actions, choices, how(services, ctx)));
}
