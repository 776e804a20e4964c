import { and, eq } from 'drizzle-orm';
import { apiMessages } from '../../../common/messages.ts';
import { users } from '../../../server/db/schema/index.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { officeNoticeMail } from '../../../server/lib/staff-notice.ts';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import { lockedForStep } from '../../../server/lib/workflow-step.ts';
import { checkAttachments, writeAttachments } from './attachments.server.ts';
import { CASE_STEP_WORDS, writeCaseStep } from './case-step.server.ts';
import { cases, formFiles } from './schema.server.ts';

// The resident's side of the office's question (decision 0020): their answer on the case, which goes
// back to its clerk. The office's own steps are in staff/case-steps.server.ts.

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
      const { row: c, version } = await lockedForStep(
        tx,
        tx
          .select()
          .from(cases)
          .where(and(eq(cases.id, id), eq(cases.userId, actor.id)))
          .for('update'),
        { words: { ...CASE_STEP_WORDS, missing: apiMessages.notFound } },
      );
      if (c.status !== 'ceka-na-doplneni')
        throw new HttpError(409, 'Případ teď na vaši odpověď nečeká. Co je nového, uvidíte v jeho průběhu.');
      await writeCaseStep(tx, c, {
        version,
        status: 'v-reseni',
        at: ctx.now,
        author: 'resident',
        actorId: actor.id,
        message,
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
