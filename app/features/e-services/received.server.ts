import { eq, inArray, or, sql } from 'drizzle-orm';
import { audit } from '../../../server/lib/audit.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import type { ReceivedMessage } from '../data-box/schemas.ts';
import * as dataBox from '../data-box/service.server.ts';
import { referencesIn } from '../people/service.server.ts';
import { caseEvents, cases } from './schema.server.ts';
import { visibleCase } from './staff/cases.server.ts';

/** Case numbers as the site gives them (VZ-2026-00042), in a reference or a subject. */
const CASE_NUMBERS = /VZ-\d{4}-\d{5}/gi;

/**
 * The case a text names: by its number, by its reference number (číslo jednací), or by the reference
 * number of a letter the office sent about it, which an answer gives as "your reference".
 */
async function caseNamed(ctx: ServiceContext, text: string) {
  const numbers = (text.match(CASE_NUMBERS) ?? []).map((n) => n.toUpperCase());
  const references = await referencesIn(ctx, text);
  const letters = await dataBox.casesOfLetters(ctx, references);
  const ways = [
    numbers.length ? inArray(cases.number, numbers) : undefined,
    references.length ? inArray(cases.referenceNumber, references) : undefined,
    letters.length ? inArray(cases.id, letters) : undefined,
  ].filter((w) => w !== undefined);
  if (ways.length === 0) return null;
  const [c] = await ctx.db
    .select({ id: cases.id, userId: cases.userId })
    .from(cases)
    .where(or(...ways))
    .orderBy(sql`${cases.submittedAt} desc`)
    .limit(1);
  return c ?? null;
}

/**
 * The minute's work: files what arrived in the office's data box to the case its references name
 * (what the office gave the resident), as an entry of the case's timeline; the rest stays with the
 * filing office (podatelna). A message from anyone but the case's own resident is the office's to
 * read, not shown to the resident.
 */
export async function fileReceivedMessages(ctx: ServiceContext): Promise<number> {
  let filed = 0;
  for (const m of await dataBox.unfiled(ctx)) {
    const c = await caseNamed(ctx, [m.recipient_ref, m.recipient_ident, m.annotation].filter(Boolean).join('\n'));
    if (!c) {
      await dataBox.markFiled(ctx, m.id, null);
      continue;
    }
    await fileTo(ctx, m, c);
    await dataBox.markFiled(ctx, m.id, c.id);
    filed++;
  }
  return filed;
}

/**
 * A clerk files a message the filing office holds to a case by its number or reference number (one
 * the clerk's departments handle); a number no visible case has is refused in the form.
 */
export async function fileReceivedTo(ctx: ServiceContext, messageId: number, caseNumber: string): Promise<void> {
  const actor = requireStaff(ctx, 'cases');
  const message = await dataBox.receivedOne(ctx, messageId);
  const found = await caseNamed(ctx, caseNumber.trim());
  const visible = found ? await visibleCase(ctx, found.id).catch(() => null) : null;
  if (!visible) throw invalid({ case_number: ['Případ s tímto číslem mezi vašimi není.'] });
  await fileTo(ctx, message, { id: visible.c.id, userId: visible.c.userId });
  await dataBox.markFiled(ctx, message.id, visible.c.id);
  await audit(ctx, actor, {
    action: 'data-message.filed',
    entity: 'data-message',
    entityId: message.dm_id,
    summary: { case: visible.c.number },
  });
}

/** The message as an entry of the case's timeline: the resident's own when it came from her box. */
async function fileTo(ctx: ServiceContext, m: ReceivedMessage, c: { id: string; userId: number }) {
  const fromResident = (await dataBox.boxOf(ctx, c.userId)) === m.sender_box;
  const flagged = m.files.filter((f) => f.flag).map((f) => `${f.name}: ${f.flag}`);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(caseEvents).values({
      caseId: c.id,
      at: ctx.now,
      status: null,
      message: [
        `Datová zpráva ${m.dm_id} od ${m.sender_name} (${m.sender_box}): ${m.annotation}`,
        m.files.length ? `Přílohy: ${m.files.map((f) => f.name).join(', ')} (v podatelně).` : '',
        ...flagged.map((f) => `Pozor, ${f}`),
      ]
        .filter(Boolean)
        .join('\n'),
      author: fromResident ? 'resident' : 'system',
      internal: !fromResident,
    });
    await tx.update(cases).set({ updatedAt: ctx.now }).where(eq(cases.id, c.id));
  });
}

// The filing register (people's RegisterCases): it names the cases documents went to, and a clerk
// files a paper letter to one of hers.

/** The cases' numbers (VZ-2026-00042) by their ids. */
export async function numbersOfCases(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select({ id: cases.id, number: cases.number }).from(cases).where(inArray(cases.id, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** The case a clerk names by its number or reference number, among those she may see; null when none. */
export async function caseForClerk(ctx: ServiceContext, text: string): Promise<{ id: string; number: string } | null> {
  const found = await caseNamed(ctx, text.trim());
  const visible = found ? await visibleCase(ctx, found.id).catch(() => null) : null;
  return visible ? { id: visible.c.id, number: visible.c.number } : null;
}

/** A paper letter entered in the register went to the case: the office's note on its timeline, in the register's transaction. */
export async function letterFiled(ctx: Pick<ServiceContext, 'db' | 'now' | 'actor'>, caseId: string, note: string) {
  await ctx.db.insert(caseEvents).values({
    caseId,
    at: ctx.now,
    status: null,
    message: note,
    author: 'office',
    actorId: ctx.actor?.id ?? null,
    internal: true,
  });
  await ctx.db.update(cases).set({ updatedAt: ctx.now }).where(eq(cases.id, caseId));
}
