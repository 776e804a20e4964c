import { asc, eq } from 'drizzle-orm';
import { formatDateTime, formatDay, pragueToday } from '../../../common/dates.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { simplePdf } from '../../../server/lib/pdf.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { entriesOf, type ItemSnapshot, recordDays, verifyChain } from './record.server.ts';
import { noticeDocuments, noticeItems } from './schema.server.ts';
import type { NoticeProof } from './schemas.ts';

/**
 * What the board's record proves about one item (issue 13 §5): its dates and documents' hashes,
 * the entries of its posting, changes and removal, the days on which the daily record lists it,
 * and whether the whole chain still verifies. The days owed are written first, so today counts.
 */
export async function proof(ctx: ServiceContext, id: number): Promise<NoticeProof> {
  requireStaff(ctx, 'notice-board');
  await recordDays(ctx);
  const [item] = await ctx.db
    .select({
      id: noticeItems.id,
      slug: noticeItems.slug,
      title: noticeItems.title,
      referenceNumber: noticeItems.referenceNumber,
      fileMark: noticeItems.fileMark,
      originator: noticeItems.originator,
      postedOn: noticeItems.postedOn,
      relevantUntil: noticeItems.relevantUntil,
    })
    .from(noticeItems)
    .where(eq(noticeItems.id, id))
    .limit(1);
  if (!item) throw notFound('Položka úřední desky neexistuje.');
  const documents = await ctx.db
    .select({ name: noticeDocuments.name, size: noticeDocuments.size, sha256: noticeDocuments.sha256 })
    .from(noticeDocuments)
    .where(eq(noticeDocuments.itemId, id))
    .orderBy(asc(noticeDocuments.position), asc(noticeDocuments.id));
  const { own, days } = await entriesOf(ctx.db, id);
  const chain = await verifyChain(ctx.db);
  return {
    item: {
      id: item.id,
      slug: item.slug,
      title: item.title,
      reference_number: item.referenceNumber,
      file_mark: item.fileMark,
      originator: item.originator,
      posted_on: item.postedOn,
      relevant_until: item.relevantUntil,
      url: `${ctx.config.PUBLIC_URL}/uredni-deska/${item.slug}`,
      documents,
    },
    days_on_board: daysOnBoard(own, days),
    entries: own.map((e) => ({ seq: e.seq, at: e.at.toISOString(), kind: e.kind, hash: e.hash, body: e.body })),
    days: days.map((d) => ({ seq: d.seq, at: d.at.toISOString(), day: d.day, hash: d.hash })),
    chain,
    generated_at: ctx.now.toISOString(),
  };
}

/**
 * The Prague days the record shows the item on the board: those whose day entry lists it, and those
 * on which one of its own entries finds it there. A day's entry is written as the day begins, so
 * an item posted later that day is proven by its posting entry, and one taken down the day it was
 * posted by its removal: the removal is made only of an item on the board.
 */
function daysOnBoard(own: { at: Date; kind: string; body: string }[], days: { day: string }[]) {
  const seen = new Set(days.map((d) => d.day));
  for (const entry of own) {
    const day = pragueToday(entry.at);
    const { item } = JSON.parse(entry.body) as { item: ItemSnapshot };
    const hung = item.posted_on <= day && (item.relevant_until === null || item.relevant_until >= day);
    if (entry.kind === 'removed' || (hung && !item.taken_down_at)) seen.add(day);
  }
  const sorted = [...seen].sort();
  return { first: sorted[0] ?? null, last: sorted.at(-1) ?? null, count: sorted.length };
}

const KIND_NAMES: Record<string, string> = {
  posted: 'vyvěšení',
  changed: 'změna',
  removed: 'sejmutí',
};

/** The proof as a PDF an auditor can read and file; the JSON carries the same, whole. */
export async function proofPdf(proof: NoticeProof, town: string): Promise<Buffer> {
  const { item, days_on_board: onBoard, chain } = proof;
  const paragraphs = [
    `Položka: ${item.title}`,
    `Číslo jednací: ${item.reference_number ?? '—'}; spisová značka: ${item.file_mark ?? '—'}; původce: ${item.originator}.`,
    `Vyvěšeno od ${formatDay(item.posted_on)} do ${item.relevant_until ? formatDay(item.relevant_until) : 'odvolání (bez určeného konce)'}. Adresa: ${item.url}`,
    onBoard.count > 0
      ? `Denní záznamy úřední desky ji uvádějí ve ${onBoard.count} dnech, od ${formatDay(onBoard.first!)} do ${formatDay(onBoard.last!)}.`
      : 'Denní záznamy úřední desky ji zatím neuvádějí v žádném dni.',
    'Dokumenty a jejich otisky SHA-256:',
    ...(item.documents.length
      ? item.documents.map((d) => `${d.name} (${d.size} B): ${d.sha256 ?? 'otisk nebyl zaznamenán'}`)
      : ['bez dokumentů']),
    'Záznamy o položce v řetězci:',
    ...(proof.entries.length
      ? proof.entries.map(
          (e) => `č. ${e.seq}, ${formatDateTime(e.at)}, ${KIND_NAMES[e.kind] ?? e.kind}: otisk ${e.hash}`,
        )
      : ['Položka byla vyvěšena před začátkem záznamu; dokládají ji jen denní záznamy.']),
    'Denní záznamy, které položku uvádějí:',
    ...(proof.days.length ? proof.days.map((d) => `${formatDay(d.day)}: č. ${d.seq}, otisk ${d.hash}`) : ['žádné']),
    chain.ok
      ? `Celý řetězec (${chain.entries} záznamů) byl při vystavení ověřen a je neporušený. Otisk posledního záznamu: ${chain.head ?? '—'}.`
      : `POZOR: řetězec je porušen od záznamu č. ${chain.altered?.seq}: ${chain.altered?.reason}`,
  ];
  return simplePdf({
    title: 'Doklad o zveřejnění na úřední desce',
    header: town,
    paragraphs,
    footer: `Vystaveno ${formatDateTime(proof.generated_at)}. Úplný záznam s obsahem každého záznamu je ve formátu JSON na téže adrese.`,
    date: new Date(proof.generated_at),
  });
}
