import { versionAt } from '../../../../server/lib/revisions.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { filesOf } from '../files.server.ts';
import type { Outcome } from '../schemas.ts';
import type { SourceItem } from '../sources/types.ts';
import { check, currentVersions, type Env, entityOf, hashOf } from '../targets/index.server.ts';
import { pageParent } from '../targets/page.server.ts';
import type { Found, Link } from './links.server.ts';

// What a run does with an item, or the dry run says it would: the source's change, then the office's part.

type Ctx = ServiceContext;

/**
 * The item's hashes: of itself (a page's with the page here its parent became, so a page put at the top
 * for want of its parent goes under it once the parent comes), and of its files' list.
 */
export async function hashesOf(ctx: Ctx, env: Env, item: SourceItem) {
  const parent = item.kind === 'page' && item.parentKey ? await pageParent(ctx, env, item) : undefined;
  return { hash: hashOf(parent === undefined ? item : [item, parent]), filesHash: hashOf(filesOf(item)) };
}
type Hashes = Awaited<ReturnType<typeof hashesOf>>;

/** The files' hash of an item whose files did not all come: which did, so a run that brings no new one is "unchanged". */
export const partialHash = (came: string[]) => `partial:${hashOf([...new Set(came)].sort())}`;

export interface Decision {
  /** What the source asks; the office's edit or deletion is found after (keptByOffice). */
  outcome: Exclude<Outcome, 'conflict' | 'deleted'>;
  problems: string[];
  /** Unchanged in its source, but some of its files did not come last time: they are tried again. */
  retry?: boolean;
}

/** What a run would do with an item, or did: the dry run and the run decide by this one rule. */
export function decide(item: SourceItem, env: Env, { link, clash }: Found, { hash, filesHash }: Hashes): Decision {
  const problems = check(item, env);
  if (problems.length) return { outcome: 'skipped', problems };
  if (clash)
    return {
      outcome: 'skipped',
      problems: [
        `Stejné číslo položky (${item.key}) má už dříve importovaná jiná položka${clash.oldUrl ? ` z adresy ${clash.oldUrl}` : ''}${clash.path ? ` (nyní ${clash.path})` : ''}: soubor zřejmě pochází z jiného webu se stejnou adresou. Aby ji nepřepsala, zadejte při importu vlastní název zdroje.`,
      ],
    };
  if (!link) return { outcome: 'created', problems: [] };
  if (link.hash !== hash) return { outcome: 'updated', problems: [] };
  if (link.filesHash === filesHash) return { outcome: 'unchanged', problems: [] };
  // An item whose files did not all come last time is tried again; until one comes, it is unchanged.
  return { outcome: 'unchanged', problems: [], retry: true };
}

/** What the office did to a linked item since the import last wrote it, and the version that left it at. */
export interface Office {
  state: 'deleted' | 'edited' | null;
  /** The version the import left the item at: a save over it expects it (the feature's 409 if newer). */
  left: number | null;
  /** Its version now (null: deleted). */
  current: number | null;
}

/**
 * The office's part in linked items, in one query per kind. The version an import left is kept with its
 * link; for a link written before that, it is the newest revision kept by the time of the link's save.
 */
export async function officeOf(
  ctx: Ctx,
  linked: readonly { item: SourceItem; link: Link }[],
): Promise<Map<Link['id'], Office>> {
  const current = await currentVersions(
    ctx,
    linked.map(({ item, link }) => ({ item, id: link.targetId })),
  );
  const offices = new Map<Link['id'], Office>();
  for (const [at, { item, link }] of linked.entries()) {
    const now = current[at] ?? null;
    const left = link.version ?? (await versionAt(ctx, entityOf(item), link.targetId, link.updatedAt)) ?? now;
    offices.set(link.id, { state: now === null ? 'deleted' : left !== now ? 'edited' : null, left, current: now });
  }
  return offices;
}

/**
 * What the office's part makes of the source's: an item deleted here stays deleted; one edited here
 * that the source changes too is kept and reported as a conflict, unless the clerk chose the source's
 * (options.edited); one the source left as it was keeps the office's edit without a word.
 */
export function keptByOffice(decided: Decision, office: Office | undefined, env: Env): 'conflict' | 'deleted' | null {
  if (!office || decided.outcome === 'skipped') return null;
  if (office.state === 'deleted') return 'deleted';
  if (office.state !== 'edited' || !(decided.outcome === 'updated' || decided.retry)) return null;
  return env.options.edited === 'source' ? null : 'conflict';
}

/** The version a save over the item expects: the one the import left, or the office's where the source wins. */
export const expectedVersion = (office: Office | undefined, env: Env) =>
  (env.options.edited === 'source' ? office?.current : office?.left) ?? null;
