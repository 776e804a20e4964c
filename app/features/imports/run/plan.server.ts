import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import type { ImportPlan } from '../schemas.ts';
import type { ParsedSource, SourceItem } from '../sources/types.ts';
import { categoryTargets, type Env, mappedCategory, preview, sourceCategories } from '../targets/index.server.ts';
import { decide, hashesOf, keptByOffice, officeOf } from './decide.server.ts';
import { candidatesOf, changedFields, pick } from './links.server.ts';

type Ctx = ServiceContext;

const SAMPLES = 10;

/**
 * The dry run: every item decided as the run will decide it, nothing written. An item the run would
 * change is named with the fields that differ; one the office edited or deleted since is named as kept.
 */
export async function planOf(ctx: Ctx, parsed: ParsedSource, env: Env): Promise<ImportPlan> {
  const candidates = await candidatesOf(ctx, env, parsed.items);
  const counts = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const kept = { conflict: 0, deleted: 0 };
  const changes: ImportPlan['changes'] = [];
  const kinds: Record<string, number> = {};
  const problems: ImportPlan['problems'] = [];
  const notes: NonNullable<ImportPlan['notes']> = [];
  const categories = new Map<string, { kind: SourceItem['kind']; items: number }>();
  const samples: ImportPlan['samples'] = [];
  const founds = parsed.items.map((item) => pick(candidates.get(`${item.kind}\n${item.key}`), item, env));
  const linked = parsed.items.flatMap((item, at) => {
    const link = founds[at]?.link;
    return link ? [{ item, link }] : [];
  });
  const offices = await officeOf(ctx, linked);
  for (const [position, item] of parsed.items.entries()) {
    // A whole site's export is hashed here, a few milliseconds a hundred items: the pages come between.
    if (position % 200 === 199) await nextTurn();
    const found = founds[position] ?? {};
    const hashes = await hashesOf(ctx, env, item);
    const decided = decide(item, env, found, hashes);
    const { outcome, problems: reasons } = decided;
    const office = keptByOffice(decided, found.link && offices.get(found.link.id), env);
    if (found.link && (office || outcome === 'updated')) {
      if (changes.length < 1000)
        changes.push({
          position,
          kind: item.kind,
          title: item.title,
          outcome: office ?? 'updated',
          path: office === 'deleted' ? null : found.link.path,
          fields: changedFields(found.link, item, hashes.filesHash),
        });
    }
    if (office) kept[office]++;
    else counts[outcome]++;
    kinds[item.kind] = (kinds[item.kind] ?? 0) + 1;
    if (reasons.length) problems.push({ position, title: item.title, problems: reasons });
    else if (item.notes.length) notes.push({ position, title: item.title, notes: item.notes });
    else if (samples.length < SAMPLES) samples.push({ kind: item.kind, title: item.title, ...preview(item) });
    for (const name of sourceCategories(item))
      categories.set(name, { kind: item.kind, items: (categories.get(name)?.items ?? 0) + 1 });
  }
  return {
    counts,
    kept,
    changes,
    kinds,
    samples,
    problems: problems.slice(0, 1000),
    notes: notes.slice(0, 1000),
    categories: [...categories].map(([name, { kind, items }]) => ({
      name,
      items,
      target: mappedCategory(name, kind, env) ?? null,
    })),
    targets: [...new Set(parsed.items.map((i) => i.kind))].flatMap((kind) => categoryTargets(kind, env)),
    ...(parsed.table ? { table: parsed.table } : {}),
  };
}
