import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { formatDate, pragueTime } from '../../../common/dates.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import type { Db, Tx } from '../../../server/db/client.ts';
import { readDemo, seededId } from '../../../server/db/seed/demo-data.ts';
import type { Motif } from '../../../server/db/seed/demo-photos.ts';
import type { FileStore } from '../../../server/lib/file-store.ts';
import { simplePdf } from '../../../server/lib/pdf.ts';
import { contracts, decrees, documentCategories, documents, magazineIssues } from './schema.server.ts';

const slug = z.string().regex(/^[a-z0-9-]+$/);
/** The paragraphs printed into a record's PDF. */
const paragraphs = z.array(z.string()).min(1);

/** Obecně závazné vyhlášky and nařízení (demo/records/decrees.yaml); `repealedBy` names a later one's slug. */
const decreesFile = z.array(
  z.object({
    slug,
    number: z.string(),
    title: z.string(),
    kind: z.enum(['vyhlaska', 'narizeni']),
    issuedOn: isoDateSchema(),
    validFrom: isoDateSchema(),
    effectiveFrom: isoDateSchema(),
    repealedBy: slug.nullable(),
    repealedOn: isoDateSchema().nullable(),
    summary: z.string(),
    text: paragraphs,
  }),
);

const categoriesFile = z.array(z.object({ slug, name: z.string() }));

/** Documents for /dokumenty (demo/records/documents.yaml); `category` names a category's slug. */
const documentsFile = z.array(z.object({ name: z.string(), category: slug, date: isoDateSchema(), text: paragraphs }));

/** Contracts the town signed (demo/records/contracts.yaml), values in whole crowns. */
const contractsFile = z.array(
  z.object({
    slug,
    counterparty: z.string(),
    counterpartyIco: z.string(),
    subject: z.string(),
    kind: z.string(),
    valueWithoutVat: z.number().int().nullable(),
    valueWithVat: z.number().int().nullable(),
    signedOn: isoDateSchema(),
    registryId: z.string().nullable(),
    text: paragraphs,
  }),
);

/** Issues of the Vzorovský zpravodaj (demo/records/magazine.yaml). */
const magazineFile = z.array(
  z.object({
    year: z.number().int(),
    number: z.number().int(),
    publishedOn: isoDateSchema(),
    title: z.string(),
    highlights: z.array(z.string()),
  }),
);

const demoDecrees = () => readDemo('records/decrees', decreesFile);
const demoDocuments = () => readDemo('records/documents', documentsFile);
const demoContracts = () => readDemo('records/contracts', contractsFile);
const demoMagazine = () => readDemo('records/magazine', magazineFile);

/** The generated documents' issuer (demo/records/issuer.yaml). */
const issuerFile = z.object({ header: z.string().min(1) });
const coverName = (year: number, number: number) => `zpravodaj-${year}-${String(number).padStart(2, '0')}`;

/** Covers of the newsletter issues, drawn with the other demo photos. */
/** The covers' scenes, one after another. */
const COVER_MOTIFS: readonly Motif[] = ['square', 'townhall', 'nature', 'winter', 'market', 'church', 'water'];

export const magazineCovers = () =>
  demoMagazine().map((m, i) => ({
    name: coverName(m.year, m.number),
    motif: COVER_MOTIFS[i % COVER_MOTIFS.length] ?? 'square',
    aspect: 'portrait' as const,
  }));

/** Decrees, documents, contracts and the newsletter; their files come from `writeDemoRecordFiles`. */
export async function seedRecords(tx: Tx) {
  await tx
    .insert(documentCategories)
    .values(readDemo('records/document-categories', categoriesFile).map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  const categories = await tx
    .select({ id: documentCategories.id, slug: documentCategories.slug })
    .from(documentCategories);
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  await tx.insert(documents).values(
    demoDocuments().map((d) => ({
      name: d.name,
      categoryId: seededId(categoryId, d.category, 'the category'),
      date: d.date,
    })),
  );

  const decreeList = demoDecrees();
  await tx
    .insert(decrees)
    .values(decreeList.map(({ repealedBy: _, text: __, ...d }) => d))
    .onConflictDoNothing();
  const ids = new Map(
    (await tx.select({ id: decrees.id, slug: decrees.slug }).from(decrees)).map((d) => [d.slug, d.id]),
  );
  for (const d of decreeList) {
    if (d.repealedBy)
      await tx
        .update(decrees)
        .set({ repealedById: ids.get(d.repealedBy) })
        .where(eq(decrees.slug, d.slug));
  }

  await tx
    .insert(contracts)
    .values(demoContracts().map(({ text: _, ...c }) => c))
    .onConflictDoNothing();
  await tx
    .insert(magazineIssues)
    .values(
      demoMagazine().map((m) => ({
        ...m,
        coverUrl: `/media/demo/${coverName(m.year, m.number)}.jpg`,
        coverWidth: 1067,
        coverHeight: 1600,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Writes a demo PDF unless it is there, and says what to record unless it is recorded. Given a fixed
 * date the bytes never change, so a size recorded once stays true for a new store, and a file already
 * in the store is the one a new database records (a new database beside the same media: drawing the
 * PDFs again took a start 10–17 s).
 */
async function ensurePdf(media: FileStore, relative: string, recorded: boolean, make: () => Promise<Buffer>) {
  if (recorded && (await media.exists(relative))) return null;
  const stored = await media.read(relative);
  const pdf = stored ?? (await make());
  if (!stored) await media.write(relative, pdf);
  return { url: `/media/${relative}`, size: pdf.length };
}

/** The records' PDFs, generated here (no internet) into the media store and recorded with their size. */
export async function writeDemoRecordFiles(db: Db, media: FileStore): Promise<number> {
  let written = 0;
  const date = (day: string) => pragueTime(day, '08:00');
  const office = readDemo('records/issuer', issuerFile).header;
  for (const d of demoDecrees()) {
    const [row] = await db
      .select({ id: decrees.id, fileUrl: decrees.fileUrl })
      .from(decrees)
      .where(eq(decrees.slug, d.slug));
    if (!row) continue;
    const stored = await ensurePdf(media, `vyhlasky/${d.slug}.pdf`, row.fileUrl !== null, () =>
      simplePdf({ title: `${d.title} č. ${d.number}`, header: office, paragraphs: d.text, date: date(d.issuedOn) }),
    );
    if (stored) {
      written++;
      await db.update(decrees).set({ fileUrl: stored.url, fileSize: stored.size }).where(eq(decrees.id, row.id));
    }
  }
  const docs = await db
    .select({ id: documents.id, name: documents.name, date: documents.date, fileUrl: documents.fileUrl })
    .from(documents);
  const documentList = demoDocuments();
  for (const row of docs) {
    const demo = documentList.find((d) => d.name === row.name);
    if (!demo) continue;
    const stored = await ensurePdf(media, `dokumenty/${row.id}.pdf`, row.fileUrl !== null, () =>
      simplePdf({ title: demo.name, header: office, paragraphs: demo.text, date: date(demo.date) }),
    );
    if (stored) {
      written++;
      await db.update(documents).set({ fileUrl: stored.url, fileSize: stored.size }).where(eq(documents.id, row.id));
    }
  }
  for (const c of demoContracts()) {
    const [row] = await db
      .select({ id: contracts.id, fileUrl: contracts.fileUrl })
      .from(contracts)
      .where(eq(contracts.slug, c.slug));
    if (!row) continue;
    const stored = await ensurePdf(media, `smlouvy/${c.slug}.pdf`, row.fileUrl !== null, () =>
      simplePdf({
        title: `${c.kind}: ${c.subject}`,
        header: `${office} a ${c.counterparty}, IČO ${c.counterpartyIco}`,
        paragraphs: c.text,
        footer: `Podepsáno ${formatDate(date(c.signedOn))}.`,
        date: date(c.signedOn),
      }),
    );
    if (stored) {
      written++;
      await db.update(contracts).set({ fileUrl: stored.url, fileSize: stored.size }).where(eq(contracts.id, row.id));
    }
  }
  for (const m of demoMagazine()) {
    const [row] = await db
      .select({ id: magazineIssues.id, fileUrl: magazineIssues.fileUrl })
      .from(magazineIssues)
      .where(eq(magazineIssues.title, m.title));
    if (!row) continue;
    const stored = await ensurePdf(media, `zpravodaj/${coverName(m.year, m.number)}.pdf`, row.fileUrl !== null, () =>
      simplePdf({
        title: m.title,
        header: 'Vzorovský zpravodaj, měsíčník Města Vzorov',
        paragraphs: m.highlights,
        date: date(m.publishedOn),
      }),
    );
    if (stored) {
      written++;
      await db
        .update(magazineIssues)
        .set({ fileUrl: stored.url, fileSize: stored.size })
        .where(eq(magazineIssues.id, row.id));
    }
  }
  return written;
}
