import { desc, eq } from 'drizzle-orm';
import { pragueParts, pragueTime } from '../../../../common/dates.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { acceptDocument, type UploadedFile } from '../../../../server/lib/uploads.ts';
import { meetings } from '../schema.server.ts';
import type { EditableMeeting, MeetingInput } from '../schemas.ts';
import type { Saved } from './shared.server.ts';

// The editor of the assembly's and the council's meetings (section `people`): the programme, the
// resolutions and the minutes. Each save is checked against the version the editor started from and audited.

const meetingKind: ItemKind = {
  entity: 'meeting',
  what: 'Zasedání',
  missing: 'Zasedání neexistuje.',
};

const meetingOf = (m: typeof meetings.$inferSelect): EditableMeeting => {
  const { date, time } = pragueParts(m.startsAt);
  return {
    id: m.id,
    body: m.body,
    number: m.number,
    date,
    time,
    place: m.place,
    agenda: m.agenda,
    resolutions: m.resolutions,
    minutes: m.minutesUrl && m.minutesSize !== null ? { url: m.minutesUrl, size: m.minutesSize } : null,
    version: m.version,
  };
};

/** Meetings of both bodies, the latest first. */
export async function meetingRows(ctx: ServiceContext): Promise<EditableMeeting[]> {
  requireStaff(ctx, 'people');
  return (await ctx.db.select().from(meetings).orderBy(desc(meetings.startsAt)).limit(500)).map(meetingOf);
}

export async function meetingGet(ctx: ServiceContext, id: number): Promise<EditableMeeting> {
  requireStaff(ctx, 'people');
  return meetingOf(
    await oneRow(ctx.db.select().from(meetings).where(eq(meetings.id, id)), () => notFound(meetingKind.missing)),
  );
}

/**
 * Creates or changes a meeting: its programme before it, its resolutions and the minutes (a PDF
 * checked by its content) after it. A new file replaces the old one; without one the old stays.
 */
export async function meetingSave(
  ctx: ServiceContext,
  id: number | null,
  input: MeetingInput,
  minutes?: UploadedFile,
): Promise<Saved> {
  const actor = requireStaff(ctx, 'people');
  const stored = minutes
    ? await acceptDocument(minutes, ctx.files.media, 'zapisy', { 'application/pdf': 'PDF' })
    : null;
  if (stored && 'error' in stored) throw invalid({ minutes: [stored.error] });
  const fields = {
    body: input.body,
    number: input.number,
    startsAt: pragueTime(input.date, input.time),
    place: input.place,
    agenda: input.agenda,
    resolutions: input.resolutions,
    ...(stored ? { minutesUrl: stored.url, minutesSize: stored.size } : {}),
  };
  return publishing(ctx, (tx) =>
    saveItem(tx, actor, meetingKind, {
      id,
      version: input.version,
      lock: (meetingId) => tx.db.select().from(meetings).where(eq(meetings.id, meetingId)).for('update'),
      write: async (before, version) => {
        const saved = before
          ? await oneRow(
              tx.db
                .update(meetings)
                .set({ ...fields, version })
                .where(eq(meetings.id, before.id))
                .returning({ id: meetings.id }),
            )
          : await oneRow(
              tx.db
                .insert(meetings)
                .values({ ...fields, version })
                .returning({ id: meetings.id }),
            );
        return {
          id: saved.id,
          summary: {
            meeting: `${input.number}. zasedání (${input.body}), ${input.date}`,
            resolutions: input.resolutions.length,
            ...(stored ? { minutes: stored.url } : {}),
          },
        };
      },
    }),
  );
}

export async function meetingDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'people');
  await publishing(ctx, async (tx) => {
    const deleted = await oneRow(tx.db.delete(meetings).where(eq(meetings.id, id)).returning(), () =>
      notFound(meetingKind.missing),
    );
    await audit(tx, actor, {
      action: 'meeting.deleted',
      entity: 'meeting',
      entityId: id,
      summary: { meeting: `${deleted.number}. zasedání (${deleted.body})` },
    });
  });
}
