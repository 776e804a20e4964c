import { eq } from 'drizzle-orm';
import { CASE_STATUS_LABELS, OFFICE_FILE_FIELD } from '../../../../common/cases.ts';
import type { Tx } from '../../../../server/db/client.ts';
import { users } from '../../../../server/db/schema/index.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, invalid } from '../../../../server/lib/http-errors.ts';
import { sendNotice } from '../../../../server/lib/mail.ts';
import { OFFICE_HEADER, simplePdf } from '../../../../server/lib/pdf.ts';
import type { Actor, ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { lockedForStep } from '../../../../server/lib/workflow-step.ts';
import * as dataBox from '../../data-box/service.server.ts';
import { issueReference } from '../../people/service.server.ts';
import { checkAttachments, writeAttachments } from '../attachments.server.ts';
import { canDo, NEEDS_MESSAGE, SENDS_FILES, statusAfter } from '../case-flow.ts';
import { CASE_STEP_WORDS, writeCaseStep } from '../case-step.server.ts';
import { caseChangedMail } from '../mails.server.ts';
import { cases, formFiles } from '../schema.server.ts';
import type { CaseActionInput } from '../schemas.ts';
import { visibleCase } from './cases.server.ts';

// The steps a clerk takes on a case (issue 14, decision 0020): take it, ask the resident, write,
// note, decide, reject, reopen, close. Each goes by the case's way (case-flow.ts), over the version
// the clerk saw, and is a timeline entry; a question or a decision goes to the resident's data box too.

type CaseRow = typeof cases.$inferSelect;
type Written = Awaited<ReturnType<typeof writeAttachments>>;

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

/** A letter of the office to the resident's data box: the document it is, the box, where its PDF goes. */
interface Letter {
  title: string;
  box: string;
  path: string;
}

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
  const letter: Letter | null =
    box && documentTitle ? { title: documentTitle, box, path: dataBox.documentPath('dopis.pdf') } : null;
  const done = await ctx.db
    .transaction(async (tx) => {
      const { row: c, version } = await lockedForCaseStep(tx, id, input, actor);
      const next = statusAfter(action, c.status);
      const updated = await writeCaseStep(tx, c, {
        version,
        status: next,
        at: ctx.now,
        author: 'office',
        actorId: actor.id,
        message: input.message || null,
        ...(action === 'take' ? { assignedTo: actor.id } : {}),
        internal: action === 'note',
      });
      const dataMessage = letter
        ? await writeLetter(ctx, tx, { c, eventId: updated.eventId, letter, message: input.message, actor, written })
        : null;
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
      return { before: c, after: updated, dataMessage };
    })
    .catch(async (error: unknown) => {
      await ctx.files.uploads.remove([...written.map((file) => file.storagePath), ...(letter ? [letter.path] : [])]);
      throw error;
    });
  if (done.dataMessage !== null) await dataBox.dispatch(ctx, done.dataMessage);
  // The resident hears of every step but the office's own: a note, or a colleague taking over.
  if (action !== 'note' && !(action === 'take' && done.after.status === done.before.status))
    await tellResident(ctx, done.before, { status: done.after.status, question: action === 'ask' });
  return { version: done.after.version, status: done.after.status };
}

/**
 * The case, locked for the step (workflow-step.ts: 404, 409 over another version), or a 409 in a
 * status the step is not allowed from; with the version the step writes.
 */
async function lockedForCaseStep(tx: Tx, id: string, input: CaseActionInput, actor: Actor) {
  const { action } = input;
  const locked = await lockedForStep(tx, tx.select().from(cases).where(eq(cases.id, id)).for('update'), {
    version: input.version,
    taking: action === 'take' ? { actorId: actor.id } : undefined,
    words: CASE_STEP_WORDS,
  });
  if (!canDo(action, locked.row.status))
    throw new HttpError(
      409,
      `Případ ve stavu „${CASE_STATUS_LABELS[locked.row.status].label}“ tento krok nedovoluje (${ACTION_NAMES[action]}).`,
    );
  return locked;
}

/**
 * The step's letter to the resident's data box, in the step's transaction: a document of the case's
 * file with its own reference number (the case's as the file mark), its PDF written where the letter
 * says, the office's files with it. Gives the data message, which is sent once the step is kept.
 */
async function writeLetter(
  ctx: ServiceContext,
  tx: Tx,
  step: { c: CaseRow; eventId: number; letter: Letter; message: string; actor: Actor; written: Written },
): Promise<number> {
  const { c, letter, actor } = step;
  const reference = await issueReference(
    { db: tx },
    c.departmentId,
    ctx.now,
    `${letter.title} ${c.number}: ${c.title}`,
  );
  const pdf = await simplePdf({
    header: OFFICE_HEADER,
    title: `${letter.title} ${c.number}`,
    paragraphs: [
      [`Č. j.: ${reference}`, c.referenceNumber ? `Sp. zn.: ${c.referenceNumber}` : ''].filter(Boolean).join(', '),
      `Věc: ${c.title}`,
      step.message,
    ],
    footer: `Vyřizuje ${actor.firstname} ${actor.lastname}`,
    date: ctx.now,
  });
  await ctx.files.uploads.write(letter.path, pdf);
  return dataBox.messageForCase(tx, ctx.now, {
    caseId: c.id,
    caseEventId: step.eventId,
    recipientBox: letter.box,
    annotation: `${letter.title} ${c.number}: ${c.title}`,
    senderRef: reference,
    senderIdent: c.referenceNumber ?? c.number,
    documents: [
      { name: `${letter.title} ${c.number}.pdf`, mimeType: 'application/pdf', path: letter.path },
      ...step.written.map((f) => ({ name: f.filename, mimeType: f.mediaType, path: f.storagePath })),
    ],
  });
}

/** The resident's mail of a step: the case's new status (none when it stays), or the office's question. */
async function tellResident(ctx: ServiceContext, c: CaseRow, after: { status: CaseRow['status']; question: boolean }) {
  const [resident] = await ctx.db.select().from(users).where(eq(users.id, c.userId));
  if (resident)
    await sendNotice(
      ctx.mailer,
      ctx.log,
      caseChangedMail(resident.email, {
        number: c.number,
        title: c.title,
        status: after.status === c.status ? null : after.status,
        question: after.question,
        url: `${ctx.config.PUBLIC_URL}/ucet/moje-pripady/detail/${c.id}`,
      }),
    );
}
