import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, pragueToday } from '../../../common/dates.ts';
import type { Tx } from '../../../server/db/client.ts';
import { userGroups, users } from '../../../server/db/schema/index.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { variableSymbol } from './payment.server.ts';
import { commitmentReceipts, commitments } from './schema.server.ts';

const day = z.union([z.string().regex(/^\d{2}-\d{2}$/), z.number().int()]);
const demoCommitments = z.array(
  z.object({
    owner: z.email(),
    kind: z.enum(['odpad', 'pes', 'zadost']),
    year: z.number().int().min(0).max(1),
    title: z.string().min(1),
    amount: z.number().positive(),
    discounted: z.boolean().optional(),
    specificSymbol: z.string().optional(),
    message: z.string().min(1),
    issued: day,
    due: day,
    paid: day.optional(),
  }),
);

/**
 * The demo residents' commitments (demo/commitments/commitments.yaml), dated
 * from the day of seeding so every state shows: paid, to be paid, due soon and
 * overdue. Josef's dog fee carries his group's discount (his grave lease's fee
 * comes with his request, seeded by e-services).
 */
export async function seedCommitments(tx: Tx, now = new Date()) {
  const today = pragueToday(now);
  const thisYear = Number(today.slice(0, 4));
  const people = new Map<string, { id: number; discount: number }>();
  const find = async (email: string) => {
    if (!people.has(email)) {
      const [row] = await tx
        .select({ id: users.id, discount: userGroups.discount })
        .from(users)
        .leftJoin(userGroups, eq(userGroups.id, users.groupId))
        .where(eq(users.email, email));
      if (row) people.set(email, { id: row.id, discount: row.discount ?? 0 });
    }
    return people.get(email);
  };
  const rows: (typeof commitments.$inferInsert)[] = [];
  for (const c of readDemo('commitments/commitments', demoCommitments)) {
    const owner = await find(c.owner);
    if (!owner) continue;
    const year = thisYear + c.year;
    const on = (d: string | number) => (typeof d === 'number' ? addDays(today, d) : `${year}-${d}`);
    const text = (t: string) => t.replaceAll('{rok}', String(year)).replaceAll('{sleva}', String(owner.discount));
    rows.push({
      userId: owner.id,
      kind: c.kind,
      title: text(c.title),
      amountHellers: Math.round(c.amount * 100 * (c.discounted ? 1 - owner.discount / 100 : 1)),
      variableSymbol: variableSymbol(year, c.kind, owner.id),
      specificSymbol: c.specificSymbol,
      message: text(c.message),
      issuedOn: on(c.issued),
      dueOn: on(c.due),
      paidOn: c.paid === undefined ? undefined : on(c.paid),
    });
  }
  if (rows.length === 0) return;
  const made = await tx.insert(commitments).values(rows).returning();
  // What the demo residents paid arrived on the day it was paid: the ledger holds it as the bank's would.
  const paid = made.flatMap((c) =>
    c.paidOn && c.amountHellers > 0
      ? [{ commitmentId: c.id, amountHellers: c.amountHellers, receivedOn: c.paidOn }]
      : [],
  );
  if (paid.length === 0) return;
  await tx.insert(commitmentReceipts).values(paid);
  await tx
    .update(commitments)
    .set({ paidHellers: commitments.amountHellers })
    .where(
      inArray(
        commitments.id,
        paid.map((c) => c.commitmentId),
      ),
    );
}
