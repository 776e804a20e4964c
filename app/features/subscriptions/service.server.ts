import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { users } from '../../../server/db/schema/users.ts';
import { invalid, notFound } from '../../../server/lib/http-errors.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { allAnnouncers } from './announcers.server.ts';
import { confirmSubscriptionMail } from './mails.server.ts';
import { subscribers, subscriberTopics } from './schema.server.ts';
import { ALERTS_TOPIC, GONE, type SubscribeInput, type Subscription, type TopicGroup } from './schemas.ts';

export const SUBSCRIBED =
  'Děkujeme. Pokud adresa ještě odběr nemá, poslali jsme na ni odkaz pro potvrzení; odběr začne, až na něj kliknete.';
/** A pending subscription that nobody confirmed in this time is forgotten. */
const UNCONFIRMED_DAYS = 7;

/** What one can subscribe to: what each announcing feature offers (the news' and the notice board's categories, the events), and the alerts. */
export async function topicGroups(ctx: Pick<ServiceContext, 'db'>): Promise<TopicGroup[]> {
  return [
    ...(await Promise.all(allAnnouncers().map((a) => a.topicGroup(ctx)))),
    {
      name: 'Krizové výstrahy',
      hint: 'Výstrahu pro některé ulice pošleme těm, kdo na nich bydlí podle adresy v účtu nebo podle nádob v evidenci odpadu. Komu adresu neznáme, tomu pošleme každou.',
      topics: [{ key: ALERTS_TOPIC, name: 'Výstrahy města: voda, povodně, uzavírky, výpadky' }],
    },
  ];
}

/** The topics as given, each once, or 422 for one that does not exist. */
async function knownTopics(ctx: Pick<ServiceContext, 'db'>, topics: string[]): Promise<string[]> {
  const known = new Set((await topicGroups(ctx)).flatMap((g) => g.topics.map((t) => t.key)));
  const wanted = [...new Set(topics)];
  if (wanted.some((t) => !known.has(t))) throw invalid({ topics: ['Takové téma odběru neznáme.'] });
  return wanted;
}

async function setTopics(ctx: Pick<ServiceContext, 'db'>, subscriberId: string, topics: string[]) {
  await ctx.db.delete(subscriberTopics).where(eq(subscriberTopics.subscriberId, subscriberId));
  await ctx.db.insert(subscriberTopics).values(topics.map((topic) => ({ subscriberId, topic })));
}

export const subscriptionUrl = (ctx: Pick<ServiceContext, 'config'>, token: string, action = '') =>
  `${ctx.config.PUBLIC_URL}/odber/${token}${action}`;

/**
 * A subscription by e-mail, confirmed by a link (double opt-in). The answer is the same whatever
 * the address: one already subscribed gets no mail and no change (its owner changes it from any of
 * its mails), one waiting for its confirmation gets the link again at most once an hour.
 */
export async function subscribe(ctx: ServiceContext, input: SubscribeInput): Promise<{ message: string }> {
  const topics = await knownTopics(ctx, input.topics);
  await consume(
    ctx.db,
    [
      { key: `subscribe:ip:${ctx.ip}`, max: 20, windowMs: HOUR },
      { key: `subscribe:email:${input.email}`, max: 5, windowMs: HOUR },
    ],
    ctx.now,
  );
  const mailTo = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(subscribers).where(eq(subscribers.email, input.email)).for('update');
    if (existing?.confirmedAt) return null;
    const resend = !existing?.confirmationSentAt || ctx.now.getTime() - existing.confirmationSentAt.getTime() > HOUR;
    const row = await oneRow(
      existing
        ? resend
          ? tx
              .update(subscribers)
              .set({ confirmationSentAt: ctx.now })
              .where(eq(subscribers.id, existing.id))
              .returning()
          : [existing]
        : tx
            .insert(subscribers)
            .values({
              email: input.email,
              token: randomBytes(24).toString('base64url'),
              confirmationSentAt: ctx.now,
              createdAt: ctx.now,
            })
            .returning(),
    );
    await setTopics({ db: tx }, row.id, topics);
    return resend ? row : null;
  });
  if (mailTo) {
    await ctx.mailer.send(confirmSubscriptionMail(mailTo.email, subscriptionUrl(ctx, mailTo.token, '/potvrzeni')));
  }
  return { message: SUBSCRIBED };
}

async function byToken(ctx: Pick<ServiceContext, 'db'>, token: string) {
  const [row] = await ctx.db.select().from(subscribers).where(eq(subscribers.token, token));
  if (!row) throw notFound(GONE);
  return row;
}

async function view(ctx: Pick<ServiceContext, 'db'>, row: typeof subscribers.$inferSelect): Promise<Subscription> {
  const topics = await ctx.db
    .select({ topic: subscriberTopics.topic })
    .from(subscriberTopics)
    .where(eq(subscriberTopics.subscriberId, row.id))
    .orderBy(asc(subscriberTopics.topic));
  return { email: row.email, confirmed: row.confirmedAt !== null, topics: topics.map((t) => t.topic) };
}

/** The link of the confirmation mail: the subscription starts. Again, it changes nothing. */
export async function confirm(ctx: ServiceContext, token: string): Promise<Subscription> {
  const row = await byToken(ctx, token);
  if (row.confirmedAt) return view(ctx, row);
  const confirmed = await oneRow(
    ctx.db.update(subscribers).set({ confirmedAt: ctx.now }).where(eq(subscribers.id, row.id)).returning(),
  );
  return view(ctx, confirmed);
}

/** The subscription a mail's link opens. */
export async function subscription(ctx: ServiceContext, token: string): Promise<Subscription> {
  return view(ctx, await byToken(ctx, token));
}

export async function saveTopics(
  ctx: ServiceContext,
  token: string,
  input: { topics: string[] },
): Promise<Subscription> {
  const row = await byToken(ctx, token);
  await setTopics(ctx, row.id, await knownTopics(ctx, input.topics));
  return view(ctx, row);
}

/** Ends the subscription; its address gets nothing more. A second time it is a 404 with a clear text. */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<{ message: string }> {
  const gone = await ctx.db.delete(subscribers).where(eq(subscribers.token, token)).returning({ id: subscribers.id });
  if (gone.length === 0) throw notFound(GONE);
  return { message: 'Odběr je zrušený. Už vám nic posílat nebudeme.' };
}

/** The signed-in resident's subscription, to their account's address (confirmed with the account). */
export const mySubscription = (ctx: ServiceContext) => subscriptionOf(ctx, requireActor(ctx).id);

/** A resident's subscription as their account shows it: what the export of their data holds too. */
export async function subscriptionOf(ctx: ServiceContext, userId: number): Promise<Subscription> {
  const user = await oneRow(ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)));
  const [row] = await ctx.db
    .select()
    .from(subscribers)
    .where(or(eq(subscribers.userId, userId), eq(subscribers.email, user.email)));
  return row ? view(ctx, row) : { email: user.email, confirmed: true, topics: [] };
}

/** Sets what the resident gets; nothing at all ends the subscription. */
export async function saveMySubscription(ctx: ServiceContext, input: { topics: string[] }): Promise<Subscription> {
  const actor = requireActor(ctx);
  const topics = input.topics.length === 0 ? [] : await knownTopics(ctx, input.topics);
  const user = await oneRow(ctx.db.select({ email: users.email }).from(users).where(eq(users.id, actor.id)));
  const email = user.email.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const mine = or(eq(subscribers.userId, actor.id), eq(subscribers.email, email));
    if (topics.length === 0) {
      await tx.delete(subscribers).where(mine);
      return;
    }
    const [existing] = await tx.select().from(subscribers).where(mine).for('update');
    const row = await oneRow(
      existing
        ? tx
            .update(subscribers)
            .set({ email, userId: actor.id, confirmedAt: existing.confirmedAt ?? ctx.now })
            .where(eq(subscribers.id, existing.id))
            .returning()
        : tx
            .insert(subscribers)
            .values({ email, userId: actor.id, token: randomBytes(24).toString('base64url'), confirmedAt: ctx.now })
            .returning(),
    );
    await setTopics({ db: tx }, row.id, topics);
  });
  return mySubscription(ctx);
}

/** Subscriptions nobody confirmed within a week go, with their addresses (the minute's work, daily). */
export async function pruneUnconfirmed(ctx: Pick<ServiceContext, 'db' | 'now'>): Promise<void> {
  const before = new Date(ctx.now.getTime() - UNCONFIRMED_DAYS * 24 * HOUR);
  await ctx.db.delete(subscribers).where(and(isNull(subscribers.confirmedAt), lt(subscribers.createdAt, before)));
}

export { mailAlert } from './alert-mail.server.ts';
export { announce } from './announce.server.ts';
export { type AnnouncedItem, type Announcer, announcing } from './announcers.server.ts';

/** What erasing an account does with its subscription: the plan and the act (personal-data). */
export { subscriptionsErasure } from './erasure.server.ts';
