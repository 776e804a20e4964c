import { pragueToday } from '../../../common/dates.ts';
import { formByKey } from '../../../common/forms/registry.ts';
import { type SummarySection, summarise } from '../../../common/forms/summary.ts';
import type { FormDefinition } from '../../../common/forms/types.ts';
import { allFields, validateForm, visibility } from '../../../common/forms/validate.ts';
import { HttpError, notFound } from '../../../server/lib/http-errors.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { levelName } from '../identity/schemas.ts';
import * as identity from '../identity/service.server.ts';
import { checkAttachments, type Download, download } from './attachments.server.ts';
import { getSituation, listTopics } from './catalogue.server.ts';
import { type ActIdentity, contentHash, filingContent } from './digital-acts.server.ts';
import {
  deleteDraft,
  FORMS,
  getDraft,
  knownValues,
  listDrafts,
  saveDraft as storeDraft,
  storedFiles,
} from './drafts.server.ts';
import { CHANGED_SINCE_REVIEW, submit as fileCase } from './filing.server.ts';
import { caseReceivedMail } from './mails.server.ts';
import { caseByKey, casesByYear, getCase, listCases, ownFile } from './resident-cases.server.ts';
import type { Case, CaseSummary, Draft, FormInput, Situation, Topic, TopicsQuery } from './schemas.ts';
import { situationSearch } from './search.server.ts';
import { tellDepartment } from './staff/cases.server.ts';
import { caseSummaryPdf } from './summary-pdf.server.ts';
import { vouchedValues } from './vouched.ts';

function formOr404(key: string): FormDefinition {
  const def = formByKey(key);
  if (!def) throw notFound();
  return def;
}

/** The catalogue by topic; `q` keeps the situations it matches and drops topics left empty. */
export async function topics(ctx: ServiceContext, query: TopicsQuery = {}): Promise<Topic[]> {
  return listTopics(ctx.db, query.q ?? '');
}

/** A life situation with who handles it and the forms and bookings it can be done with. */
export async function situation(ctx: ServiceContext, slug: string): Promise<Situation> {
  const found = await getSituation(ctx.db, slug);
  if (!found) throw notFound();
  return found;
}

/** A form's definition: the one its page renders and the server checks. */
export async function form(_ctx: ServiceContext, key: string): Promise<FormDefinition> {
  return formOr404(key);
}

/** The resident's draft of a form; none is a 404. */
export async function draft(ctx: ServiceContext, key: string): Promise<Draft> {
  const found = await getDraft(ctx.db, requireActor(ctx).id, formOr404(key));
  if (!found) throw notFound();
  return found;
}

/** The resident's drafts, the last changed first. */
export async function drafts(ctx: ServiceContext): Promise<Draft[]> {
  return listDrafts(ctx.db, requireActor(ctx).id, FORMS);
}

/**
 * The uploads that belong where they were sent: to a file field that applies
 * to the answers given (a file under any other name is dropped). A field for
 * one file keeps the newest one, which replaces the file the draft had there
 * once it has passed its checks.
 */
async function acceptUploads(ctx: ServiceContext, userId: number, def: FormDefinition, input: FormInput) {
  const { fields } = visibility(def, knownValues(def, input.values));
  const placed: FormInput['uploads'] = [];
  for (const field of fields) {
    if (field.type !== 'file') continue;
    // A file input left empty still sends an empty part without a name.
    const mine = input.uploads.filter((u) => u.field === field.name && (u.file.data.length > 0 || u.file.filename));
    if (field.multiple) placed.push(...mine);
    else if (mine.length > 0) placed.push(mine.at(-1)!);
  }
  const before = await storedFiles(ctx.db, userId, def.key);
  const single = (field: string) => allFields(def).some((f) => f.name === field && f.type === 'file' && !f.multiple);
  const replaced = (fields: string[]) =>
    before.filter((f) => fields.includes(f.field) && single(f.field)).map((f) => f.id);
  // What the draft keeps towards the limits: less what is removed and what the new uploads replace.
  const leaving = new Set([...input.removeFiles, ...replaced(placed.map((u) => u.field))]);
  const kept = before.filter((f) => !leaving.has(f.id));
  const { accepted, errors } = await checkAttachments(placed, {
    count: kept.length,
    bytes: kept.reduce((sum, f) => sum + f.size, 0),
  });
  return { accepted, errors, removeFiles: [...input.removeFiles, ...replaced(accepted.map((f) => f.field))] };
}

/**
 * Saves what the resident has typed so far (not checked against the form's
 * rules, only kept) with the files that pass their checks; a file that does
 * not is refused (422) after the rest is saved.
 */
export async function saveDraft(ctx: ServiceContext, key: string, input: FormInput): Promise<Draft> {
  const actor = requireActor(ctx);
  const def = formOr404(key);
  await consume(ctx.db, [{ key: `draft:user:${actor.id}`, max: 600, windowMs: HOUR }], ctx.now);
  // A save still on its way when the request was filed must not bring the draft back.
  if (input.idempotencyKey && (await caseByKey(ctx.db, actor.id, input.idempotencyKey))) {
    throw new HttpError(409, 'Žádost už byla odeslána.');
  }
  const { accepted, errors, removeFiles } = await acceptUploads(ctx, actor.id, def, input);
  const saved = await storeDraft(ctx.db, ctx.files.uploads, actor.id, def, {
    values: input.values,
    files: accepted,
    removeFiles,
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'Některé přílohy nešlo uložit.', errors);
  return saved;
}

/** Discards a draft and its files; none is a 404. */
export async function discardDraft(ctx: ServiceContext, key: string): Promise<void> {
  const actor = requireActor(ctx);
  const def = formOr404(key);
  if (!(await deleteDraft(ctx.db, ctx.files.uploads, actor.id, def.key))) throw notFound();
}

/**
 * The identity a form needs, as the asking login has it (signed in or verified through Identita
 * občana in this login, at the form's level or higher); null for a form that needs none. Without
 * it, a 403 that says how to get it.
 */
async function identityFor(ctx: ServiceContext, def: FormDefinition) {
  if (!def.identity) return null;
  const acting = await identity.verifiedFor(ctx, def.identity);
  if (!acting) throw new HttpError(403, identityNeeded(def.identity));
  return acting;
}

/** The identity as the record of digital acts keeps it: the pseudonym, a level a form can need, the person. */
const actIdentity = (acting: identity.ActingIdentity): ActIdentity => ({
  pseudonym: acting.pseudonym,
  level: acting.level === 'high' ? 'high' : 'substantial',
  givenName: acting.givenName,
  familyName: acting.familyName,
  birthDate: acting.birthDate,
});

export const identityNeeded = (level: 'substantial' | 'high') =>
  `Tuto žádost lze podat jen s ověřenou totožností: přihlaste se přes Identitu občana s úrovní záruky alespoň „${levelName(level)}“. Podání pak platí jako váš úkon vůči úřadu.`;

/** What a resident is about to file as a digital act: to read through and confirm with "Podat". */
export interface FilingReview {
  summary: SummarySection[];
  files: { filename: string; size: number; sha256: string }[];
  /** SHA-256 of exactly what will be filed; "Podat" confirms this and nothing else. */
  hash: string;
  /** Who files it, as NIA vouched for it. */
  identity: { name: string; birth_date: string | null; level_name: string };
}

/**
 * The step before filing a form that needs a verified identity: keeps what was typed and attached
 * in the draft, checks it as the filing will, and shows it back with the hash of exactly that. A
 * problem is a 422 with the fields' errors, the draft kept.
 */
export async function review(ctx: ServiceContext, key: string, input: FormInput): Promise<FilingReview> {
  const actor = requireActor(ctx);
  const def = formOr404(key);
  const acting = await identityFor(ctx, def);
  if (!acting) throw notFound();
  await consume(ctx.db, [{ key: `draft:user:${actor.id}`, max: 600, windowMs: HOUR }], ctx.now);
  const today = pragueToday(ctx.now);
  const { accepted, errors: fileErrors, removeFiles } = await acceptUploads(ctx, actor.id, def, input);
  const saved = await storeDraft(ctx.db, ctx.files.uploads, actor.id, def, {
    // What NIA vouched for is filed as it vouched for it, whatever the browser sent.
    values: { ...input.values, ...vouchedValues(def, acting, today) },
    files: accepted,
    removeFiles,
  });
  const files = await storedFiles(ctx.db, actor.id, def.key);
  const counts: Record<string, number> = {};
  const names: Record<string, string[]> = {};
  for (const f of files) {
    counts[f.field] = (counts[f.field] ?? 0) + 1;
    names[f.field] = [...(names[f.field] ?? []), f.filename];
  }
  const { errors, data } = validateForm(def, knownValues(def, saved.values), counts, today);
  if (Object.keys(fileErrors).length > 0 || Object.keys(errors).length > 0)
    throw new HttpError(422, 'Žádost obsahuje chyby.', { ...errors, ...fileErrors });
  return {
    summary: summarise(def, data, names),
    files: files.map((f) => ({ filename: f.filename, size: f.size, sha256: f.sha256 })),
    hash: contentHash(filingContent(def, data, files)),
    identity: { name: acting.name, birth_date: acting.birthDate, level_name: acting.levelName },
  };
}

/**
 * Files a request, checked by the form's definition as the browser checked it:
 * one case per idempotency key (`created` is false when the key had filed one
 * already), and the resident gets a copy by mail. When it is refused, what was
 * typed and the files that were fine wait in the draft.
 */
export async function submit(
  ctx: ServiceContext,
  key: string,
  input: FormInput,
): Promise<{ created: boolean; case: CaseSummary }> {
  const actor = requireActor(ctx);
  const def = formOr404(key);
  const store = ctx.files.uploads;
  const acting = await identityFor(ctx, def);
  await consume(ctx.db, [{ key: `submission:user:${actor.id}`, max: 120, windowMs: HOUR }], ctx.now);
  if (acting) {
    // A digital act files what was reviewed, from the draft, and only on its confirmation.
    if (!input.confirmHash) throw new HttpError(409, CHANGED_SINCE_REVIEW);
    const reviewed = await getDraft(ctx.db, actor.id, def);
    if (!reviewed && !(input.idempotencyKey && (await caseByKey(ctx.db, actor.id, input.idempotencyKey))))
      throw new HttpError(409, CHANGED_SINCE_REVIEW);
    const vouched = vouchedValues(def, acting, pragueToday(ctx.now));
    input = { ...input, values: { ...reviewed?.values, ...vouched }, uploads: [], removeFiles: [] };
  }
  const { accepted, errors, removeFiles } = await acceptUploads(ctx, actor.id, def, input);
  const { values } = input;
  if (Object.keys(errors).length > 0) {
    // The rest is kept: what was typed and the files that were fine wait in the draft.
    await storeDraft(ctx.db, store, actor.id, def, { values, files: accepted, removeFiles });
    throw new HttpError(422, 'Žádost obsahuje chyby.', errors);
  }
  try {
    const result = await fileCase(
      ctx.db,
      store,
      actor.id,
      def,
      {
        values,
        files: accepted,
        removeFiles,
        idempotencyKey: input.idempotencyKey || crypto.randomUUID(),
        ...(acting && input.confirmHash
          ? { act: { identity: actIdentity(acting), confirmedHash: input.confirmHash, actor } }
          : {}),
      },
      ctx.now,
    );
    if (result.created) {
      const filed = await getCase(ctx.db, actor.id, result.case.id);
      const url = `${ctx.config.PUBLIC_URL}/ucet/moje-pripady/detail/${result.case.id}`;
      await sendNotice(
        ctx.mailer,
        ctx.log,
        caseReceivedMail(actor.email, { ...result.case, url }, filed?.summary ?? []),
      );
      await tellDepartment(ctx, result.case);
    }
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422 && accepted.length > 0) {
      await storeDraft(ctx.db, store, actor.id, def, { values, files: accepted, removeFiles });
    }
    throw error;
  }
}

/** The resident's cases, the newest first. */
export async function cases(ctx: ServiceContext): Promise<CaseSummary[]> {
  return listCases(ctx.db, requireActor(ctx).id);
}

/** The resident's cases for their account's page: the open ones and one year's finished (see `casesByYear`). */
export async function casesOfYear(ctx: ServiceContext, year?: number) {
  return casesByYear(ctx.db, requireActor(ctx).id, year);
}

/** A case of the resident's; anyone else's, or one that cannot exist, is a 404. */
export async function caseDetail(ctx: ServiceContext, id: string): Promise<Case> {
  const found = await getCase(ctx.db, requireActor(ctx).id, id);
  if (!found) throw notFound();
  return found;
}

/** A file attached to one of the resident's cases; only its owner gets it. */
export async function caseFile(ctx: ServiceContext, where: { id: string; fileId: string }): Promise<Download> {
  return download(ctx, await ownFile(ctx.db, requireActor(ctx).id, where.fileId, { caseId: where.id }));
}

/** What the resident filed, as a PDF (their own case only). */
export async function summaryPdf(ctx: ServiceContext, id: string): Promise<Buffer> {
  return caseSummaryPdf(await caseDetail(ctx, id));
}

/** A file attached to the resident's draft of a form; only its owner gets it. */
export async function draftFile(ctx: ServiceContext, where: { form: string; fileId: string }): Promise<Download> {
  return download(ctx, await ownFile(ctx.db, requireActor(ctx).id, where.fileId, { form: where.form }));
}

export type { Download } from './attachments.server.ts';
export { caseAnswer } from './case-answer.server.ts';
export { caseAct } from './staff/case-steps.server.ts';
export {
  officeCase,
  officeCaseFile,
  officeCases,
  officeSummaryPdf,
  tellDepartment,
  visibleCase,
  workItems,
} from './staff/cases.server.ts';

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [situationSearch];

/** What erasing an account does with the drafts and cases: the plan and the act (personal-data). */
export { eServicesErasure } from './erasure.server.ts';

/** What other features ask of the residents' requests: the decided ones, a department's or a clerk's uses, a resident's data. */
export {
  caseFilesOf,
  contactNamedBy,
  decidedRequests,
  departmentUses,
  personalDataOf,
} from './for-other-features.server.ts';
export {
  caseForClerk,
  fileReceivedMessages,
  fileReceivedTo,
  letterFiled,
  numbersOfCases,
} from './received.server.ts';
export { caseFigures } from './year-figures.server.ts';
