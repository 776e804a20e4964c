import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, pragueTime, pragueToday } from '../../../common/dates.ts';
import { proposalMessages } from '../../../common/event-format.ts';
import type { eventProposalSchema } from '../../../common/events.ts';
import { slugify } from '../../../common/slug.ts';
import type { Db } from '../../db/client.ts';
import { eventCategories, eventCategoryLinks, events } from '../../db/schema/index.ts';
import { invalid } from '../../lib/http-errors.ts';
import { composeMail, escapeHtml, type Mail, SIGNATURE } from '../../lib/mail.ts';
import { acceptImage, type UploadedFile } from '../../lib/uploads.ts';
import { storeOccurrences } from './service.ts';

export interface ProposalDeps {
  db: Db;
  publicUrl: string;
  /** Sends a notice about work already done; a failure is logged, not thrown (`sendNotice`). */
  notify: (mail: Mail) => Promise<void>;
  mediaDir: string;
}

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
export async function proposeEvent(
  deps: ProposalDeps,
  input: z.output<typeof eventProposalSchema>,
  image?: UploadedFile,
  now = new Date(),
) {
  if (input.website.trim() !== '') return;
  const [category] = await deps.db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.slug, input.category))
    .limit(1);
  const errors: Record<string, string[]> = {};
  if (!category) errors.category = ['Vyberte prosím kategorii ze seznamu.'];
  const today = pragueToday(now);
  if (input.start_date < today) errors.start_date = [proposalMessages.past];
  else if (input.start_date > addDays(today, 731)) errors.start_date = [proposalMessages.tooFar];
  if (image && !input.image_alt) errors.image_alt = [proposalMessages.imageAlt];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // Checked last, so a file is stored only with an otherwise good proposal.
  const stored = image ? await acceptImage(image, deps.mediaDir, 'navrhy') : null;
  if (stored && 'error' in stored) throw invalid({ image: [stored.error] });

  const startsAt = pragueTime(input.start_date, input.start_time);
  const endsAt = pragueTime(input.end_date, input.end_time);
  await deps.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({
        slug: slugify(input.title),
        status: 'proposed',
        title: input.title,
        perex: input.description.split(/\n/)[0]!.slice(0, 300),
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
      .returning({ id: events.id });
    await tx.insert(eventCategoryLinks).values({ eventId: event!.id, categoryId: category!.id });
    await storeOccurrences(tx, event!.id, { startsAt, endsAt, recurrenceWeeks: null, recurrenceUntil: null });
  });
  await deps.notify(proposalReceivedMail(input.organizer_email, deps.publicUrl));
}
