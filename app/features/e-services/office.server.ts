import { and, asc, count, eq, inArray, lte, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CASE_STATUS_LABELS, OFFICE_FILE_FIELD } from '../../../common/cases.ts';
import { addDays, pragueToday } from '../../../common/dates.ts';
import { departmentsOf } from '../../../common/roles.ts';
import type { WorkItem } from '../../../common/work-items.ts';
import { users } from '../../../server/db/schema/index.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { countUpTo } from '../../../server/lib/count-up-to.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { contains, oneOf } from '../../../server/lib/like.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { OFFICE_HEADER, simplePdf } from '../../../server/lib/pdf.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { officeNoticeMail } from '../../../server/lib/staff-notice.ts';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import { accountsMatching } from '../accounts/service.server.ts';
import * as dataBox from '../data-box/service.server.ts';
import { departmentOf, departmentsById, issueReference } from '../people/service.server.ts';
import { checkAttachments, writeAttachments } from './attachments.server.ts';
import { actionsFor, canDo, daysLeft, FINISHED, NEEDS_MESSAGE, SENDS_FILES, statusAfter } from './case-flow.ts';
import { dataBoxEntries } from './data-box-timeline.ts';
import { actOf } from './digital-acts.server.ts';
import { summaryColumns, toStoredFile, toSummary } from './forms.server.ts';
import { caseChangedMail } from './mails.server.ts';
import { caseEvents, cases, caseText, formFiles } from './schema.server.ts';
import type { CaseActionInput, OfficeCase, OfficeCaseQuery, OfficeCaseRow } from './schemas.ts';

// The office's side of the cases (issue 14, decision 0020): a clerk sees the cases of their
// departments, takes one, asks the resident, writes, notes, decides. A case of another department
// is a 404, as someone else's case is to a resident.

const clerks = alias(users, 'clerks');
const name = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;

/** The cases this person may see: their departments', or all of them for an admin. */
function visible(ctx: ServiceContext, departments: Departments): SQL | undefined {
  requireStaff(ctx, 'cases');
  const mine = departmentsOf(ctx.actor);
  if (mine === 'all') return undefined;
  const ids = [...departments.values()].filter((d) => mine.includes(d.slug)).map((d) => d.id);
  return inArray(cases.departmentId, ids.length ? ids : [-1]);
}

const assignee = { id: clerks.id, firstname: clerks.firstname, lastname: clerks.lastname };

/** A case with whoever filed it and whoever handles it. */
function baseQuery(ctx: ServiceContext) {
  return ctx.db
    .select({
      c: cases,
      resident: { firstname: users.firstname, lastname: users.lastname, email: users.email, phone: users.phone },
      assignee,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.userId))
    .leftJoin(clerks, eq(clerks.id, cases.assignedTo));
}

/** The same, with only what a row of the inbox shows: not the form as filed, which is most of a case. */
function listQuery(ctx: ServiceContext) {
  return ctx.db
    .select({
      c: { ...summaryColumns, departmentId: cases.departmentId, dueOn: cases.dueOn },
      resident: { firstname: users.firstname, lastname: users.lastname },
      assignee,
    })
    .from(cases)
    .innerJoin(users, eq(users.id, cases.userId))
    .leftJoin(clerks, eq(clerks.id, cases.assignedTo));
}

type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

type Departments = Awaited<ReturnType<typeof departmentsById>>;

function named(departments: Departments, id: number | null) {
  const department = id === null ? undefined : departments.get(id);
  return department ? { slug: department.slug, name: department.name } : null;
}

const toRow = (today: string, departments: Departments, { c, resident, assignee }: Row): OfficeCaseRow => ({
  ...toSummary(c),
  department: named(departments, c.departmentId),
  resident: name(resident),
  assignee: assignee?.id ? { id: assignee.id, name: name(assignee) } : null,
  due_on: c.dueOn,
  days_left: daysLeft(c.dueOn, today),
});

/** The inbox: the cases of the caller's departments, the one due soonest first. */
export async function officeCases(ctx: ServiceContext, query: OfficeCaseQuery) {
  // The directory's departments, read once: whose cases these are, and their names on the rows.
  const departments = await departmentsById(ctx);
  const conditions: (SQL | undefined)[] = [visible(ctx, departments)];
  conditions.push(query.status === 'open' ? notInArray(cases.status, [...FINISHED]) : eq(cases.status, query.status));
  if (query.mine) conditions.push(eq(cases.assignedTo, requireActor(ctx).id));
  // Counted in parts that do not overlap: the residents' cases and the rest found by the text.
  let counted = [and(...conditions)];
  if (query.q) {
    // The residents first, by their own index; then this table's rows by account along its own.
    const theirs = oneOf(cases.userId, await accountsMatching(ctx, query.q));
    const byText = contains(caseText(cases), query.q);
    counted = [and(...conditions, theirs), and(...conditions, byText, not(theirs))];
    conditions.push(or(byText, theirs));
  }
  const ids = (where: SQL | undefined) => ctx.db.select({ id: cases.id }).from(cases).where(where).$dynamic();
  const [rows, total] = await Promise.all([
    listQuery(ctx)
      .where(and(...conditions))
      .orderBy(asc(cases.dueOn), asc(cases.submittedAt))
      .limit(query.perPage)
      .offset(offset(query)),
    countUpTo(ctx.db, ...counted.map(ids)),
  ]);
  const today = pragueToday(ctx.now);
  return { rows: rows.map((row) => toRow(today, departments, row)), ...total };
}

/** A case of the caller's departments (all for an admin); any other is a 404. */
export async function visibleCase(ctx: ServiceContext, id: string, departments?: Departments) {
  if (!isUuid(id)) throw notFound('Případ neexistuje.');
  const [row] = await baseQuery(ctx)
    .where(and(eq(cases.id, id), visible(ctx, departments ?? (await departmentsById(ctx)))))
    .limit(1);
  if (!row) throw notFound('Případ neexistuje.');
  return row;
}

/** One case as the office works on it: what was filed, its files, the whole timeline, notes too. */
export async function officeCase(ctx: ServiceContext, id: string): Promise<OfficeCase> {
  const departments = await departmentsById(ctx);
  const row = await visibleCase(ctx, id, departments);
  const authors = alias(users, 'authors');
  const [files, events] = await Promise.all([
    ctx.db.select().from(formFiles).where(eq(formFiles.caseId, id)).orderBy(asc(formFiles.createdAt)),
    ctx.db
      .select({ e: caseEvents, by: { firstname: authors.firstname, lastname: authors.lastname } })
      .from(caseEvents)
      .leftJoin(authors, eq(authors.id, caseEvents.actorId))
      .where(eq(caseEvents.caseId, id))
      .orderBy(asc(caseEvents.at), asc(caseEvents.id)),
  ]);
  const { c, resident } = row;
  return {
    ...toRow(pragueToday(ctx.now), departments, row),
    form: c.form,
    digital_act: await actOf(ctx.db, id),
    fee: c.feeAmount !== null ? { amount: c.feeAmount, label: c.feeLabel ?? 'Poplatek' } : null,
    contact: { name: name(resident), email: resident.email, phone: resident.phone },
    summary: c.summary,
    files: files.map(toStoredFile),
    timeline: [
      ...events.map(({ e, by }) => ({
        at: e.at.toISOString(),
        status: e.status,
        message: e.message,
        author: e.author,
        by: by?.firstname ? name(by) : null,
        internal: e.internal,
      })),
      ...dataBoxEntries(await dataBox.messagesOfCase(ctx, id)).map((e) => ({
        ...e,
        status: null,
        author: 'system' as const,
        by: null,
        internal: false,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    actions: actionsFor(c.status),
    version: c.version,
  };
}

const ACTION_NAMES = {
  take: 'převzetí',
  ask: 'dotaz',
  message: 'zpráva',
  note: 'poznámka',
  decide: 'vyřízení',
  reject: 'zamítnutí',
  reopen: 'znovuotevření',
  close: 'uzavření',
} as const;

/** The office's acts that go to a resident's data box, when they have one, and the document each is. */
const DATA_BOX_DOCUMENTS: Partial<Record<CaseActionInput['action'], string>> = {
  ask: 'Výzva k doplnění žádosti',
  decide: 'Vyřízení žádosti',
  reject: 'Zamítnutí žádosti',
};

/**
 * A clerk's action on a case (decision 0020): in the statuses the case's way allows, over the version
 * the clerk saw (409 otherwise, naming who has the case when someone took it first), written with its
 * timeline entry and its audit in one transaction, then mailed to the resident (not a note).
 */
export async function caseAct(
  ctx: ServiceContext,
  id: string,
  input: CaseActionInput,
  uploads: { field: string; file: UploadedFile }[] = [],
) {
  const actor = requireStaff(ctx, 'cases');
  const { action } = input;
  if (NEEDS_MESSAGE.includes(action) && !input.message)
    throw invalid({ message: [action === 'reject' ? 'Napište důvod zamítnutí.' : 'Napište text zprávy.'] });
  if (uploads.length && !SENDS_FILES.includes(action))
    throw invalid({
      files: ['Přílohy lze poslat jen s dotazem, zprávou, vyřízením nebo zamítnutím; žadatel je uvidí.'],
    });
  const visible = await visibleCase(ctx, id);
  // The office's documents for the resident, checked by content like the resident's own; one that will
  // not do refuses the step, and nothing is kept. They are the case's files, which the resident downloads.
  const { accepted, errors } = await checkAttachments(
    uploads.map(({ file }) => ({ field: 'files', file })),
    { count: 0, bytes: 0 },
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // A question or a decision goes to the resident's data box too, as a document with the office's files.
  const documentTitle = DATA_BOX_DOCUMENTS[action];
  const box = documentTitle ? await dataBox.boxOf(ctx, visible.c.userId) : null;
  const attached = accepted.reduce((sum, f) => sum + f.data.length, 0);
  // The letter itself is a few kilobytes: files that leave it no room are refused before anything is written.
  const tooLarge = box ? dataBox.tooLarge(attached + 64 * 1024) : null;
  if (tooLarge) throw invalid({ files: [tooLarge] });
  const written = accepted.length ? await writeAttachments(ctx.files.uploads, visible.c.userId, accepted) : [];
  const letterPath = box && documentTitle ? dataBox.documentPath('dopis.pdf') : null;
  const done = await ctx.db
    .transaction(async (tx) => {
      const [c] = await tx.select().from(cases).where(eq(cases.id, id)).for('update');
      if (!c) throw notFound('Případ neexistuje.');
      if (c.version !== input.version) {
        const [holder] = c.assignedTo ? await tx.select().from(users).where(eq(users.id, c.assignedTo)) : [];
        throw new HttpError(
          409,
          action === 'take' && holder && holder.id !== actor.id
            ? `Případ mezitím převzal(a) ${name(holder)}.`
            : 'Případ se mezitím změnil. Načtěte ho znovu a podívejte se, co je nového.',
        );
      }
      if (!canDo(action, c.status))
        throw new HttpError(
          409,
          `Případ ve stavu „${CASE_STATUS_LABELS[c.status].label}“ tento krok nedovoluje (${ACTION_NAMES[action]}).`,
        );
      const next = statusAfter(action, c.status);
      const [updated] = await tx
        .update(cases)
        .set({
          status: next,
          ...(action === 'take' ? { assignedTo: actor.id } : {}),
          version: c.version + 1,
          updatedAt: ctx.now,
        })
        .where(eq(cases.id, id))
        .returning({ version: cases.version, status: cases.status });
      const [event] = await tx
        .insert(caseEvents)
        .values({
          caseId: id,
          at: ctx.now,
          status: next === c.status ? null : next,
          message: input.message || null,
          author: 'office',
          actorId: actor.id,
          internal: action === 'note',
        })
        .returning({ id: caseEvents.id });
      // The letter is a document of the case's file: its own reference number, the case's as the file mark.
      let dataMessage: number | null = null;
      if (box && letterPath && documentTitle) {
        const reference = await issueReference(
          { db: tx },
          c.departmentId,
          ctx.now,
          `${documentTitle} ${c.number}: ${c.title}`,
        );
        const letter = await simplePdf({
          header: OFFICE_HEADER,
          title: `${documentTitle} ${c.number}`,
          paragraphs: [
            [`Č. j.: ${reference}`, c.referenceNumber ? `Sp. zn.: ${c.referenceNumber}` : '']
              .filter(Boolean)
              .join(', '),
            `Věc: ${c.title}`,
            input.message,
          ],
          footer: `Vyřizuje ${actor.firstname} ${actor.lastname}`,
          date: ctx.now,
        });
        await ctx.files.uploads.write(letterPath, letter);
        dataMessage = await dataBox.messageForCase(tx, ctx.now, {
          caseId: id,
          caseEventId: event!.id,
          recipientBox: box,
          annotation: `${documentTitle} ${c.number}: ${c.title}`,
          senderRef: reference,
          senderIdent: c.referenceNumber ?? c.number,
          documents: [
            { name: `${documentTitle} ${c.number}.pdf`, mimeType: 'application/pdf', path: letterPath },
            ...written.map((f) => ({ name: f.filename, mimeType: f.mediaType, path: f.storagePath })),
          ],
        });
      }
      if (written.length)
        await tx
          .insert(formFiles)
          .values(written.map((file) => ({ ...file, field: OFFICE_FILE_FIELD, userId: c.userId, caseId: id })));
      await audit({ db: tx, now: ctx.now }, actor, {
        action: `case.${action}`,
        entity: 'case',
        entityId: c.number,
        summary: { status: next === c.status ? c.status : `${c.status} → ${next}` },
      });
      return { before: c, after: updated!, dataMessage };
    })
    .catch(async (error: unknown) => {
      await ctx.files.uploads.remove([...written.map((file) => file.storagePath), ...(letterPath ? [letterPath] : [])]);
      throw error;
    });
  if (done.dataMessage !== null) await dataBox.dispatch(ctx, done.dataMessage);
  // The resident hears of every step but the office's own: a note, or a colleague taking over.
  if (action !== 'note' && !(action === 'take' && done.after.status === done.before.status)) {
    const [resident] = await ctx.db.select().from(users).where(eq(users.id, done.before.userId));
    if (resident)
      await sendNotice(
        ctx.mailer,
        ctx.log,
        caseChangedMail(resident.email, {
          number: done.before.number,
          title: done.before.title,
          status: done.after.status === done.before.status ? null : done.after.status,
          question: action === 'ask',
          url: `${ctx.config.PUBLIC_URL}/ucet/moje-pripady/detail/${id}`,
        }),
      );
  }
  return { version: done.after.version, status: done.after.status };
}

/**
 * The resident answers the office's question, on their own case that waits for them (409 if it does
 * not): the answer goes on the timeline and the case is back in progress with its clerk.
 */
export async function caseAnswer(
  ctx: ServiceContext,
  id: string,
  message: string,
  uploads: { field: string; file: UploadedFile }[] = [],
) {
  const actor = requireActor(ctx);
  if (!isUuid(id)) throw notFound();
  // The documents asked for, checked by their content like those of a request; one that will not do
  // refuses the answer with its reason, and nothing is kept.
  const { accepted, errors } = await checkAttachments(
    uploads.map(({ file }) => ({ field: 'files', file })),
    { count: 0, bytes: 0 },
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const written = accepted.length ? await writeAttachments(ctx.files.uploads, actor.id, accepted) : [];
  const result = await ctx.db
    .transaction(async (tx) => {
      const [c] = await tx
        .select()
        .from(cases)
        .where(and(eq(cases.id, id), eq(cases.userId, actor.id)))
        .for('update');
      if (!c) throw notFound();
      if (c.status !== 'ceka-na-doplneni')
        throw new HttpError(409, 'Případ teď na vaši odpověď nečeká. Co je nového, uvidíte v jeho průběhu.');
      await tx
        .update(cases)
        .set({ status: 'v-reseni', version: c.version + 1, updatedAt: ctx.now })
        .where(eq(cases.id, id));
      await tx.insert(caseEvents).values({
        caseId: id,
        at: ctx.now,
        status: 'v-reseni',
        message,
        author: 'resident',
        actorId: actor.id,
      });
      if (written.length)
        await tx.insert(formFiles).values(written.map((file) => ({ ...file, userId: actor.id, caseId: id })));
      return c;
    })
    .catch(async (error: unknown) => {
      await ctx.files.uploads.remove(written.map((file) => file.storagePath));
      throw error;
    });
  const [clerk] = result.assignedTo ? await ctx.db.select().from(users).where(eq(users.id, result.assignedTo)) : [];
  if (clerk)
    await sendNotice(
      ctx.mailer,
      ctx.log,
      officeNoticeMail(clerk.email, {
        subject: `Žadatel odpověděl: ${result.number}`,
        text: `Žadatel odpověděl na dotaz k případu ${result.number} („${result.title}“). Případ je zpět v řešení.`,
        url: `${ctx.config.PUBLIC_URL}/sprava/pripady/${id}`,
      }),
    );
  return { status: 'v-reseni' as const, number: result.number };
}

/** A new request is told to its department's clerks (`clerk:<slug>`); what was filed stays here. */
export async function tellDepartment(ctx: ServiceContext, filed: { id: string; number: string; title: string }) {
  const [filedCase] = await ctx.db
    .select({ departmentId: cases.departmentId })
    .from(cases)
    .where(eq(cases.id, filed.id));
  const department = filedCase?.departmentId ? await departmentOf(ctx, filedCase.departmentId) : null;
  if (!department) return;
  const rows = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.scope} @> ${JSON.stringify([`clerk:${department.slug}`])}::jsonb`);
  for (const { email } of rows)
    await sendNotice(
      ctx.mailer,
      ctx.log,
      officeNoticeMail(email, {
        subject: `Nová žádost ${filed.number}: ${filed.title}`,
        text: `Přišla nová žádost „${filed.title}“ s číslem ${filed.number}.`,
        url: `${ctx.config.PUBLIC_URL}/sprava/pripady/${filed.id}`,
      }),
    );
}

/** Working days a case may have left and still be "near its deadline" on the staff home. */
const NEAR_DEADLINE_DAYS = 5;

/** What waits in the office's cases: new requests to take, and open cases near their deadline or past it. */
export async function workItems(ctx: ServiceContext): Promise<WorkItem[]> {
  const where = visible(ctx, await departmentsById(ctx));
  const near = addDays(pragueToday(ctx.now), NEAR_DEADLINE_DAYS);
  const counted = async (condition: SQL) =>
    (await ctx.db.select({ n: count() }).from(cases).where(and(where, condition)))[0]?.n ?? 0;
  const [fresh, due] = await Promise.all([
    counted(eq(cases.status, 'prijato')),
    counted(and(notInArray(cases.status, [...FINISHED]), lte(cases.dueOn, near))!),
  ]);
  return [
    { label: 'Nové žádosti k převzetí', count: fresh, href: '/sprava/pripady?stav=prijato' },
    { label: `Případy do ${NEAR_DEADLINE_DAYS} dnů od lhůty nebo po ní`, count: due, href: '/sprava/pripady' },
  ];
}
