import { asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FormDefinition } from '../../../common/forms/types.ts';
import type { FormValues } from '../../../common/forms/validate.ts';
import type { Conn, Db, Tx } from '../../../server/db/client.ts';
import {
  type ChainCheck,
  canonicalJson,
  describeBreak,
  nextEntry,
  sha256,
  walkChain,
} from '../../../server/lib/hash-chain.ts';
import { levelName } from '../identity/schemas.ts';
import { cases, filingRecord, formFiles } from './schema.server.ts';
import type { DigitalAct } from './schemas.ts';

// Filings made as digital acts (zákon č. 12/2020 Sb., § 4 odst. 1 písm. d); issue 32): the person is
// identified through NIA, sees what they file and confirms it, and the filing is recorded so that
// it can be proved afterwards: what exactly was filed (its hash), by which identity, at what level
// and when, in a hash chain (server/lib/hash-chain.ts) that shows any later change.

/** An attachment as a filing's content names it: by its field, name, size and hash. */
export interface FiledFile {
  field: string;
  filename: string;
  size: number;
  sha256: string;
}

/** Exactly what is filed, as one canonical text: the form, the checked answers and the attachments' hashes. */
export function filingContent(def: FormDefinition, values: FormValues, files: FiledFile[]): string {
  const attachments = files
    .map(({ field, filename, size, sha256: hash }) => ({ field, filename, size, sha256: hash }))
    .sort((a, b) => canonicalJson(a).localeCompare(canonicalJson(b)));
  return canonicalJson({ form: def.key, title: def.title, values, attachments });
}

export const contentHash = (content: string) => sha256(content);

/**
 * Who made the act, as NIA vouched for it: its pseudonym for this site, the level, and the names and
 * date of birth it gave (null what it did not give), which the office sees beside the case.
 */
export interface ActIdentity {
  pseudonym: string;
  level: 'substantial' | 'high';
  givenName: string | null;
  familyName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
}

/**
 * Records a filing as a digital act, in the filing's transaction: the act exists exactly when its
 * case does. A transaction-scoped lock makes concurrent filings take turns at the chain's end.
 */
export async function recordAct(
  tx: Tx,
  now: Date,
  act: { caseId: string; caseNumber: string; identity: ActIdentity; content: string },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('filing_record'))`);
  const [last] = await tx
    .select({ seq: filingRecord.seq, hash: filingRecord.hash })
    .from(filingRecord)
    .orderBy(desc(filingRecord.seq))
    .limit(1);
  const { seq, body, hash } = nextEntry(last, {
    at: now.toISOString(),
    kind: 'filed',
    case_id: act.caseId,
    case_number: act.caseNumber,
    identity: act.identity.pseudonym,
    level: act.identity.level,
    person: {
      given_name: act.identity.givenName,
      family_name: act.identity.familyName,
      birth_date: act.identity.birthDate,
    },
    content_sha256: contentHash(act.content),
  });
  await tx
    .insert(filingRecord)
    .values({ seq, at: now, kind: 'filed', caseId: act.caseId, content: act.content, body, hash });
}

/** What an entry's body says, as far as the pages read it. */
const entryBody = z.object({
  level: z.enum(['substantial', 'high']),
  /** The person as NIA vouched for them; an act recorded before it was kept names none. */
  person: z
    .object({
      given_name: z.string().nullable(),
      family_name: z.string().nullable(),
      birth_date: z.string().nullable(),
    })
    .optional(),
  content_sha256: z.string(),
  case_number: z.string(),
});
/** What a filing's content holds, as the verification reads it. */
const filedContent = z.object({
  values: z.unknown(),
  attachments: z.array(z.object({ filename: z.string(), sha256: z.string() })),
});

/** A case's digital act as its two sides see it; null for an ordinary filing. */
export async function actOf(db: Conn, caseId: string): Promise<DigitalAct | null> {
  const [row] = await db.select().from(filingRecord).where(eq(filingRecord.caseId, caseId)).limit(1);
  if (!row) return null;
  const body = entryBody.parse(JSON.parse(row.body));
  return {
    level: body.level,
    level_name: levelName(body.level),
    person: body.person ?? null,
    filed_at: row.at.toISOString(),
    content_sha256: body.content_sha256,
    record: { seq: row.seq, hash: row.hash },
  };
}

export interface ActsCheck {
  chain: ChainCheck;
  /** Filings whose case no longer holds what was filed: its number and what differs (Czech). */
  changed: { caseNumber: string; reason: string }[];
}

/**
 * Verifies the record of digital acts: the chain itself (each entry's hash, its link to the one
 * before, its content's hash), then every filing against its case as it is stored now: the same
 * answers, and each attachment filed still there with the same hash.
 */
export async function verifyActs(db: Db): Promise<ActsCheck> {
  const chain = await walkChain(
    (seq, limit) =>
      db.select().from(filingRecord).where(gt(filingRecord.seq, seq)).orderBy(asc(filingRecord.seq)).limit(limit),
    (row, body) => body.case_id === row.caseId && body.content_sha256 === contentHash(row.content),
  );
  const changed: ActsCheck['changed'] = [];
  const BATCH = 200;
  for (let after = 0; ; ) {
    const rows = await db
      .select({
        seq: filingRecord.seq,
        caseId: filingRecord.caseId,
        content: filingRecord.content,
        body: filingRecord.body,
      })
      .from(filingRecord)
      .where(gt(filingRecord.seq, after))
      .orderBy(asc(filingRecord.seq))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows.at(-1)!.seq;
    const ids = rows.map((r) => r.caseId);
    const [stored, files] = await Promise.all([
      db.select({ id: cases.id, values: cases.values }).from(cases).where(inArray(cases.id, ids)),
      db
        .select({ caseId: formFiles.caseId, sha256: formFiles.sha256 })
        .from(formFiles)
        .where(inArray(formFiles.caseId, ids)),
    ]);
    for (const row of rows) {
      const number = entryBody.safeParse(safeJson(row.body)).data?.case_number ?? row.caseId;
      const filed = filedContent.safeParse(safeJson(row.content)).data;
      if (!filed) {
        changed.push({ caseNumber: number, reason: 'Obsah podání v záznamu není čitelný.' });
        continue;
      }
      const now = stored.find((c) => c.id === row.caseId);
      if (!now) {
        changed.push({ caseNumber: number, reason: 'Případ v databázi chybí.' });
        continue;
      }
      if (canonicalJson(now.values) !== canonicalJson(filed.values)) {
        changed.push({ caseNumber: number, reason: 'Odpovědi ve formuláři se liší od podaných.' });
        continue;
      }
      const hashes = files.filter((f) => f.caseId === row.caseId).map((f) => f.sha256);
      const missing = filed.attachments.find((a) => {
        const at = hashes.indexOf(a.sha256);
        if (at < 0) return true;
        hashes.splice(at, 1);
        return false;
      });
      if (missing) changed.push({ caseNumber: number, reason: `Příloha „${missing.filename}“ chybí nebo se změnila.` });
    }
  }
  return { chain, changed };
}

/** The verdict as `npm run filings:verify` prints it. */
export function describeActs({ chain, changed }: ActsCheck): string {
  if (!chain.ok) return describeBreak(chain);
  const lines = [
    chain.entries === 0
      ? 'Záznam digitálních úkonů je zatím prázdný.'
      : `Řetězec záznamů digitálních úkonů je neporušený: ${chain.entries} záznamů, otisk posledního ${chain.head}.`,
  ];
  if (changed.length === 0 && chain.entries > 0) lines.push('Všechna podání odpovídají tomu, co bylo podáno.');
  for (const c of changed) lines.push(`Podání ${c.caseNumber} se od podání změnilo: ${c.reason}`);
  return lines.join('\n');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
