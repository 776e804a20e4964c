import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { auditLog, revisions, users } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/app.ts';
import { HttpError } from './http-errors.ts';
import { deleteItem, type ItemKind, oneRow, publishing, saveItem, type TxContext } from './item-save.ts';
import { ReadCache } from './read-cache.ts';
import type { Actor } from './service-context.ts';

// A table of the test's own, made like every editable item's: an id and a version starting at 1.
const notes = pgTable('kernel_notes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  version: integer('version').notNull().default(1),
});

let database: Database;
let drop: () => Promise<void>;
let actor: Actor;
const reindexed: number[][] = [];
const now = new Date('2026-03-29T00:30:00Z'); // the night Prague moves its clocks on

const kind: ItemKind = {
  entity: 'note',
  what: 'Poznámku',
  missing: 'Poznámka neexistuje.',
  reindex: async (_ctx, ids) => {
    reindexed.push(ids);
  },
};

/** The feature's part of a save: its insert or update, with a rule of its own that may refuse. */
const saveNote = (tx: TxContext, id: number | null, title: string, version?: number) =>
  saveItem(tx, actor, kind, {
    id,
    version,
    lock: (noteId) => tx.db.select().from(notes).where(eq(notes.id, noteId)).for('update'),
    write: async (before, next) => {
      if (title === '') throw new HttpError(422, 'Vyplňte název.');
      const saved = before
        ? await oneRow(
            tx.db
              .update(notes)
              .set({ title, version: next })
              .where(eq(notes.id, before.id))
              .returning({ id: notes.id }),
          )
        : await oneRow(tx.db.insert(notes).values({ title, version: next }).returning({ id: notes.id }));
      return {
        id: saved.id,
        summary: { title: before && before.title !== title ? `${before.title} → ${title}` : title },
        revision: { title },
      };
    },
  });

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.execute(
    sql`create table kernel_notes (id serial primary key, title text not null, version integer not null default 1)`,
  );
  const user = await oneRow(
    database.db
      .insert(users)
      .values({ email: 'editor@vzorov.test', firstname: 'Eva', lastname: 'Nová', passwordHash: 'x' })
      .returning({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname }),
  );
  actor = {
    ...user,
    sessionId: 1,
    remember: false,
    scope: ['staff'],
    group: null,
    totpEnabled: true,
    secondFactor: true,
  };
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('saveItem', () => {
  it('creates at version 1 and changes at the next, with the audit entry, the revision and the search', async () => {
    const ctx = { db: database.db, now };
    const created = await publishing(ctx, (tx) => saveNote(tx, null, 'Svoz'));
    expect(created.version).toBe(1);
    const changed = await publishing(ctx, (tx) => saveNote(tx, created.id, 'Svoz odpadu', 1));
    expect(changed).toEqual({ id: created.id, version: 2 });
    const [row] = await database.db.select().from(notes).where(eq(notes.id, created.id));
    expect(row).toMatchObject({ title: 'Svoz odpadu', version: 2 });
    const logged = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'note'));
    expect(logged.map((e) => [e.action, e.summary, e.userId, e.at.toISOString()])).toEqual([
      ['note.created', { title: 'Svoz' }, actor.id, now.toISOString()],
      ['note.updated', { title: 'Svoz → Svoz odpadu' }, actor.id, now.toISOString()],
    ]);
    const kept = await database.db.select().from(revisions).where(eq(revisions.entity, 'note'));
    expect(kept.map((r) => [r.version, r.data])).toEqual([
      [1, { title: 'Svoz' }],
      [2, { title: 'Svoz odpadu' }],
    ]);
    expect(reindexed.slice(-2)).toEqual([[created.id], [created.id]]);
  });

  it('refuses a save over a newer version (409), a missing item (404) and a broken rule, keeping nothing of them', async () => {
    const ctx = { db: database.db, now };
    const { id } = await publishing(ctx, (tx) => saveNote(tx, null, 'Vánoce'));
    await publishing(ctx, (tx) => saveNote(tx, id, 'Vánoce na návsi', 1));
    const countLogged = async () =>
      (
        await database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(id)))
      ).length;
    const logged = await countLogged();

    const stale = publishing(ctx, (tx) => saveNote(tx, id, 'Vánoce u kostela', 1));
    await expect(stale).rejects.toMatchObject({ statusCode: 409 });
    await expect(stale).rejects.toThrow(/Poznámku mezitím uložil někdo jiný \(Eva Nová/);
    await expect(publishing(ctx, (tx) => saveNote(tx, 999_999, 'Nic', 1))).rejects.toMatchObject({
      statusCode: 404,
      message: 'Poznámka neexistuje.',
    });
    await expect(publishing(ctx, (tx) => saveNote(tx, id, '', 2))).rejects.toMatchObject({ statusCode: 422 });

    const [row] = await database.db.select().from(notes).where(eq(notes.id, id));
    expect(row).toMatchObject({ title: 'Vánoce na návsi', version: 2 });
    expect(await countLogged()).toBe(logged);
  });

  it('goes over the newest version when the caller tracks none (a script)', async () => {
    const ctx = { db: database.db, now };
    const { id } = await publishing(ctx, (tx) => saveNote(tx, null, 'Hody'));
    await publishing(ctx, (tx) => saveNote(tx, id, 'Hody 2026', 1));
    expect(await publishing(ctx, (tx) => saveNote(tx, id, 'Hody 2027'))).toEqual({ id, version: 3 });
  });
});

describe('deleteItem', () => {
  it('deletes with the audit entry and the search, and refuses an item that is not there (404)', async () => {
    const ctx = { db: database.db, now };
    const { id } = await publishing(ctx, (tx) => saveNote(tx, null, 'Pouť'));
    const removeNote = (tx: TxContext) =>
      deleteItem(tx, actor, kind, {
        id,
        remove: () => tx.db.delete(notes).where(eq(notes.id, id)).returning(),
        summary: (row) => ({ title: row.title }),
      });
    expect(await publishing(ctx, removeNote)).toMatchObject({ id, title: 'Pouť' });
    expect(reindexed.at(-1)).toEqual([id]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'note.deleted'));
    expect(entry).toMatchObject({ entityId: String(id), summary: { title: 'Pouť' } });
    await expect(publishing(ctx, removeNote)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Poznámka neexistuje.',
    });
  });
});

describe('publishing', () => {
  it('forgets the cached reads only once the change is committed, and not for a change rolled back', async () => {
    const reads = new ReadCache(60_000);
    const cleared: string[] = [];
    reads.register(() => cleared.push('cleared'));
    const ctx = { db: database.db, now, reads };
    await publishing(ctx, async (tx) => {
      await saveNote(tx, null, 'Jarmark');
      expect(cleared).toEqual([]);
    });
    expect(cleared).toEqual(['cleared']);
    await expect(publishing(ctx, (tx) => saveNote(tx, null, ''))).rejects.toMatchObject({ statusCode: 422 });
    expect(cleared).toEqual(['cleared']);
  });
});

describe('oneRow', () => {
  it('gives the one row, the caller’s refusal for none, or an error of the code where one must be', async () => {
    expect(await oneRow([{ id: 1 }])).toEqual({ id: 1 });
    expect(await oneRow(Promise.resolve([{ id: 2 }, { id: 3 }]))).toEqual({ id: 2 });
    await expect(oneRow([], () => new HttpError(404, 'Není.'))).rejects.toMatchObject({ statusCode: 404 });
    await expect(oneRow([])).rejects.toThrow('no row');
  });
});
