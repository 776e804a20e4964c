import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';

/**
 * Someone who gets mail about new content: an address confirmed by a link (double opt-in), or a
 * resident's account address. `token` is in every mail's links (confirm, change, unsubscribe); it
 * opens only this subscription, so it is kept as it is, to be put in mails composed later.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the last confirmation link went: another is sent at most once an hour. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscribers_user').on(t.userId)],
);

/** What one subscriber gets: `aktuality:<category>`, `deska:<category>`, `akce`, `vystrahy`. */
export const subscriberTopics = pgTable(
  'subscriber_topics',
  {
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.topic] }), index('subscriber_topics_topic').on(t.topic)],
);

/** Content whose subscribers have been mailed: `news:<id>`, `notice:<id>`, `event:<id>`. */
export const announcements = pgTable('announcements', {
  item: text('item').primaryKey(),
  announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
});
