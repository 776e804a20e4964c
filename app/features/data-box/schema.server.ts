import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema/users.ts';

/** A resident's data box, as they gave it and the data box system confirmed it exists. */
export const residentDataBoxes = pgTable('resident_data_boxes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The box's ID (7 characters). */
  boxId: text('box_id').notNull(),
  /** Its owner's name as the system has it, for the resident to recognise their box. */
  ownerName: text('owner_name').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * A data message the office sends, about a case or in answer to one received: waiting to be sent (no
 * `dmId` yet), then sent, then delivered to the box (dodejka) and accepted (doručenka), as the system
 * reports it. The case and its timeline entry are the e-services' (no foreign keys across features);
 * one message per entry.
 */
export const dataBoxMessages = pgTable(
  'data_box_messages',
  {
    id: serial('id').primaryKey(),
    caseId: uuid('case_id'),
    /** The case's timeline entry the message carries (a question, a decision): sent once. */
    caseEventId: integer('case_event_id').unique(),
    /** The received message this one answers, from the filing office. */
    replyTo: integer('reply_to').references(() => dataBoxReceived.id),
    /** Who wrote it (an answer from the filing office), for the office's list. */
    authorName: text('author_name'),
    recipientBox: text('recipient_box').notNull(),
    annotation: text('annotation').notNull(),
    /**
     * Our reference number (číslo jednací) of the message's letter, its own: by it a send interrupted
     * mid-way is found among the sent, and an answer that names it is filed to the case.
     */
    senderRef: text('sender_ref').notNull(),
    /** The case's reference number, as the letter's file mark (spisová značka). */
    senderIdent: text('sender_ident'),
    /** The references the answered sender gave of theirs, given back as ours of theirs. */
    recipientRef: text('recipient_ref'),
    recipientIdent: text('recipient_ident'),
    /** The message's text and documents as sent: [{ name, mimeType, path }] under the uploads. */
    body: text('body').notNull(),
    dmId: text('dm_id').unique(),
    /** The system's state of the message (4 delivered, 5 accepted by fiction, 6 by login, …). */
    status: integer('status'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Tries to send it so far: a second try looks for the first among the sent before sending. */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last try did not send it (the system's code and words), while it is retried. */
    lastError: text('last_error'),
    /** A refusal that retrying cannot change (no such box, too large): the office is told. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_box_messages_case').on(t.caseId),
    index('data_box_messages_reply').on(t.replyTo),
    index('data_box_messages_pending').on(t.acceptedAt).where(sql`${t.dmId} is not null and ${t.acceptedAt} is null`),
    check('data_box_messages_box', sql`length(${t.recipientBox}) = 7`),
    check('data_box_messages_about', sql`${t.caseId} is not null or ${t.replyTo} is not null`),
  ],
);

/**
 * A data message received in the office's box, taken in by the minute's work: its envelope, its
 * documents and the message as the system signed it (the ZFO, the evidence), stored under the
 * uploads; then filed to the case its reference names, or left for the filing office (podatelna).
 */
export const dataBoxReceived = pgTable(
  'data_box_received',
  {
    id: serial('id').primaryKey(),
    dmId: text('dm_id').notNull().unique(),
    senderBox: text('sender_box').notNull(),
    senderName: text('sender_name').notNull(),
    annotation: text('annotation').notNull(),
    senderRef: text('sender_ref'),
    recipientRef: text('recipient_ref'),
    senderIdent: text('sender_ident'),
    recipientIdent: text('recipient_ident'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The signed message (ZFO) under the uploads. */
    zfoPath: text('zfo_path').notNull(),
    /** [{ name, mimeType, meta, path, size, sha256, flag }]: `flag` says why a file is not what it claims. */
    files: jsonb('files').$type<ReceivedDocument[]>().notNull(),
    /** Marked in the system as taken in (it leaves the box's list of new messages). */
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** The e-services' case it was filed to (no foreign key across features); null: the filing office's. */
    caseId: uuid('case_id'),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('data_box_received_unfiled').on(t.receivedAt).where(sql`${t.filedAt} is null`)],
);

export interface ReceivedDocument {
  name: string;
  mimeType: string;
  meta: string;
  path: string;
  size: number;
  sha256: string;
  /** Why the file is not what its name and type claim (a disguised attachment): never opened inline. */
  flag: string | null;
}
