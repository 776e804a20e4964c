import { inArray } from 'drizzle-orm';
import { addDays, pragueTime, pragueToday } from '../../../common/dates.ts';
import { escapeHtml } from '../../../common/html-escape.ts';
import { slugify } from '../../../common/slug.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { composeMail, type Mail, SIGNATURE, sendNotice } from '../../../server/lib/mail.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { tellStaff } from '../../../server/lib/staff-notice.ts';
import { acceptImage, type UploadedFile } from '../../../server/lib/uploads.ts';
import { proposalMessages } from './format.ts';
import { storeOccurrences } from './schedules.server.ts';
import { eventCategories, eventCategoryLinks, events } from './schema.server.ts';
import type { EventProposal } from './schemas.ts';

// The address is nobody's confirmed one, so the mail carries nothing the
// proposer typed: the town's sender must not deliver a stranger's text.
const proposalReceivedMail = (to: string, publicUrl: string): Mail =>
  composeMail(
    to,
    'Přijali jsme váš návrh akce',
    [
      'Dobrý den,',
      'děkujeme, že jste nám poslali návrh akce do kalendáře města Vzorov. Než ho zveřejníme, projde ho někdo z úřadu; obvykle do tří pracovních dnů. Pokud budeme potřebovat něco doplnit, ozveme se vám na tuto adresu.',
      'Kalendář akcí najdete zde:',
      `${publicUrl}/akce`,
      'Pokud jste žádný návrh neposílali, tento e-mail prosím ignorujte.',
    ],
    SIGNATURE,
  );

/**
 * Stores a public proposal as an unpublished event and acknowledges it by
 * mail. A filled-in honeypot is treated as success and stores nothing, so a
 * bot learns nothing from the answer.
 */
export async function proposeEvent(ctx: ServiceContext, input: EventProposal, image?: UploadedFile) {
  const { now } = ctx;
  if (input.website.trim() !== '') return;
  const slugs = [...new Set(input.categories.length > 0 ? input.categories : [input.category ?? ''])];
  const chosen = await ctx.db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(inArray(eventCategories.slug, slugs));
  const errors: Record<string, string[]> = {};
  if (chosen.length !== slugs.length) errors.categories = ['Vyberte prosím kategorie ze seznamu.'];
  const today = pragueToday(now);
  if (input.start_date < today) errors.start_date = [proposalMessages.past];
  else if (input.start_date > addDays(today, 731)) errors.start_date = [proposalMessages.tooFar];
  if (image && !input.image_alt) errors.image_alt = [proposalMessages.imageAlt];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // Checked last, so a file is stored only with an otherwise good proposal.
  const stored = image ? await acceptImage(image, ctx.files.media, 'navrhy') : null;
  if (stored && 'error' in stored) throw invalid({ image: [stored.error] });

  const startsAt = pragueTime(input.start_date, input.start_time);
  const endsAt = pragueTime(input.end_date || input.start_date, input.end_time);
  await ctx.db.transaction(async (tx) => {
    const event = await oneRow(
      tx
        .insert(events)
        .values({
          slug: slugify(input.title),
          status: 'proposed',
          title: input.title,
          perex: (input.description.split(/\n/)[0] ?? '').slice(0, 300),
          body: input.description
            .split(/\n\s*\n/)
            .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
            .join('\n'),
          startsAt,
          endsAt,
          place: input.place,
          organizer: input.organizer_name,
          contact: input.organizer_email,
          ...(stored
            ? { imageUrl: stored.url, imageWidth: stored.width, imageHeight: stored.height, imageAlt: input.image_alt }
            : {}),
          proposerName: input.organizer_name,
          proposerEmail: input.organizer_email,
        })
        .returning({ id: events.id }),
    );
    await tx.insert(eventCategoryLinks).values(chosen.map((c) => ({ eventId: event.id, categoryId: c.id })));
    await storeOccurrences(tx, event.id, { startsAt, endsAt, recurrenceWeeks: null, recurrenceUntil: null });
  });
  // The proposal is stored: a mail that does not go is logged, not an error for the proposer.
  await sendNotice(ctx.mailer, ctx.log, proposalReceivedMail(input.organizer_email, ctx.config.PUBLIC_URL));
  // The events' editors learn a proposal waits for them; what it says they read in the administration.
  await tellStaff(ctx, 'editor:events', {
    subject: 'Nový návrh akce do kalendáře',
    text: 'Na webu přišel nový návrh akce do kalendáře. Zkontrolujte ho a zveřejněte nebo zamítněte:',
    path: '/sprava/akce/navrhy',
  });
}
