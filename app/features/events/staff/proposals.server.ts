import { and, asc, count, eq } from 'drizzle-orm';
import type { WorkItem } from '../../../../common/work-items.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, notFound } from '../../../../server/lib/http-errors.ts';
import { composeMail, type Mail, SIGNATURE, sendNotice } from '../../../../server/lib/mail.ts';
import { sanitizeRichText } from '../../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { indexChanged } from '../../search/service.server.ts';
import { categoriesColumn, imageOf } from '../columns.server.ts';
import { eventPath } from '../paths.ts';
import { events } from '../schema.server.ts';
import type { EventProposalRow, ProposalDecision } from '../schemas.ts';
import { eventSearch } from '../search.server.ts';

// The events editors' operations (section `events`): the queue of residents' proposals.

/** Proposals waiting for a decision, oldest first. */
export async function proposals(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<EventProposalRow[]> {
  requireStaff(ctx, 'events');
  const rows = await ctx.db
    .select({ event: events, categories: categoriesColumn })
    .from(events)
    .where(eq(events.status, 'proposed'))
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(200);
  return rows.map(({ event, categories }) => ({
    id: event.id,
    title: event.title,
    perex: event.perex,
    body: sanitizeRichText(event.body),
    starts_at: event.startsAt.toISOString(),
    ends_at: event.endsAt.toISOString(),
    place: event.place,
    categories,
    proposer_name: event.proposerName,
    proposer_email: event.proposerEmail,
    image: imageOf(event),
    proposed_at: event.createdAt.toISOString(),
  }));
}

const publishedMail = (to: string, title: string, url: string): Mail =>
  composeMail(
    to,
    'Vaše akce je v kalendáři města',
    [
      'Dobrý den,',
      `akci „${title}“, kterou jste nám navrhli, jsme zveřejnili v kalendáři akcí města Vzorov:`,
      url,
      'Děkujeme, že nám pomáháte, aby se o dění ve Vzorově vědělo.',
    ],
    SIGNATURE,
  );

const rejectedMail = (to: string, title: string, reason: string): Mail =>
  composeMail(
    to,
    'Váš návrh akce jsme nezveřejnili',
    [
      'Dobrý den,',
      `děkujeme za návrh akce „${title}“. Do kalendáře města ho tentokrát nezveřejníme. Důvod:`,
      reason,
      'Pokud akci upravíte, rádi posoudíme nový návrh.',
    ],
    SIGNATURE,
  );

/**
 * Publishes or rejects a proposal, once: a proposal someone else has decided on meanwhile is a 409.
 * A published event is on the site and in the search at once. The proposer is mailed either way
 * (a mail that does not go is logged; the decision stands).
 */
export async function decide(ctx: ServiceContext, id: number, input: ProposalDecision): Promise<void> {
  const actor = requireStaff(ctx, 'events');
  const status = input.decision === 'publish' ? 'published' : 'rejected';
  const decided = await ctx.db.transaction(async (tx) => {
    const [event] = await tx
      .update(events)
      .set({ status, updatedAt: ctx.now })
      .where(and(eq(events.id, id), eq(events.status, 'proposed')))
      .returning({ id: events.id, slug: events.slug, title: events.title, proposerEmail: events.proposerEmail });
    if (!event) {
      const [exists] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id));
      if (!exists) throw notFound('Akce neexistuje.');
      throw new HttpError(409, 'O tomto návrhu už někdo rozhodl.');
    }
    await audit({ db: tx, now: ctx.now }, actor, {
      action: input.decision === 'publish' ? 'event.published' : 'event.rejected',
      entity: 'event',
      entityId: id,
      summary: { title: event.title, ...(input.reason ? { reason: input.reason } : {}) },
    });
    if (status === 'published') await indexChanged({ db: tx, now: ctx.now }, eventSearch, [id]);
    return event;
  });
  if (status === 'published') ctx.reads?.clear();
  if (decided.proposerEmail) {
    await sendNotice(
      ctx.mailer,
      ctx.log,
      status === 'published'
        ? publishedMail(decided.proposerEmail, decided.title, `${ctx.config.PUBLIC_URL}${eventPath(decided)}`)
        : rejectedMail(decided.proposerEmail, decided.title, input.reason ?? ''),
    );
  }
}

/** What waits in the events: the residents' proposals to decide. */
export async function workItems(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<WorkItem[]> {
  requireStaff(ctx, 'events');
  const [row] = await ctx.db.select({ n: count() }).from(events).where(eq(events.status, 'proposed'));
  return [{ label: 'Návrhy akcí od občanů', count: row?.n ?? 0, href: '/sprava/akce/navrhy' }];
}
