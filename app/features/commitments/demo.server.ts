import { and, eq } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../common/dates.ts';
import type { Db } from '../../../server/db/client.ts';
import { userGroups, users } from '../../../server/db/schema/index.ts';
import { cases } from '../e-services/schema.server.ts';
import { commitments } from './schema.server.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const KIND_CODE = { odpad: '01', pes: '02', zadost: '03', svoz: '04' } as const;

/** The variable symbol of a yearly fee: year, kind, and the payer's number. */
export const variableSymbol = (year: number, kind: keyof typeof KIND_CODE, userId: number) =>
  `${year}${KIND_CODE[kind]}${String(userId).padStart(4, '0')}`;

/**
 * The demo residents' commitments, dated from today so every state shows:
 * paid, to be paid, due soon and overdue. Josef's dog fee carries his
 * group's discount; his grave lease comes from his request.
 */
export async function seedCommitments(tx: Tx, now = new Date()) {
  const today = pragueToday(now);
  const year = Number(today.slice(0, 4));
  const find = async (email: string) =>
    (
      await tx
        .select({ id: users.id, discount: userGroups.discount })
        .from(users)
        .leftJoin(userGroups, eq(userGroups.id, users.groupId))
        .where(eq(users.email, email))
    )[0];
  const jana = await find('jana.novakova@vzorov.example');
  const josef = await find('josef.dvorak@vzorov.example');
  const rows: (typeof commitments.$inferInsert)[] = [];
  if (jana) {
    rows.push(
      {
        userId: jana.id,
        kind: 'odpad',
        title: `Poplatek za odpad ${year} (1 osoba)`,
        amountHellers: 900_00,
        variableSymbol: variableSymbol(year, 'odpad', jana.id),
        message: `Poplatek za odpad ${year}, Jana Novakova`,
        issuedOn: `${year}-01-15`,
        dueOn: `${year}-05-31`,
        paidOn: `${year}-03-12`,
      },
      {
        userId: jana.id,
        kind: 'odpad',
        title: `Poplatek za odpad ${year + 1} (1 osoba)`,
        amountHellers: 900_00,
        variableSymbol: variableSymbol(year + 1, 'odpad', jana.id),
        message: `Poplatek za odpad ${year + 1}, Jana Novakova`,
        issuedOn: today,
        dueOn: `${year + 1}-05-31`,
      },
      {
        userId: jana.id,
        kind: 'pes',
        title: 'Poplatek ze psa Bety (rodinný dům)',
        amountHellers: 600_00,
        variableSymbol: variableSymbol(year, 'pes', jana.id),
        message: 'Poplatek ze psa Bety',
        issuedOn: addDays(today, -20),
        dueOn: addDays(today, 10),
      },
      {
        userId: jana.id,
        kind: 'zadost',
        title: 'Poplatek za užívání veřejného prostranství (kontejner, Lipová 12)',
        amountHellers: 210_00,
        variableSymbol: `${year}030${String(jana.id).padStart(3, '0')}`,
        specificSymbol: '1343',
        message: 'Verejne prostranstvi, kontejner Lipova 12',
        issuedOn: addDays(today, -40),
        dueOn: addDays(today, -5),
      },
    );
  }
  if (josef) {
    const discount = josef.discount ?? 0;
    const [grave] = await tx
      .select({ id: cases.id, number: cases.number, fee: cases.feeAmount, label: cases.feeLabel })
      .from(cases)
      .where(and(eq(cases.userId, josef.id), eq(cases.form, 'grave-lease-request')));
    rows.push(
      {
        userId: josef.id,
        kind: 'pes',
        title: `Poplatek ze psa Alík (sleva ${discount} %: senior)`,
        amountHellers: Math.round(600_00 * (1 - discount / 100)),
        variableSymbol: variableSymbol(year, 'pes', josef.id),
        message: 'Poplatek ze psa Alik',
        issuedOn: `${year}-01-15`,
        dueOn: `${year}-03-31`,
        paidOn: `${year}-02-02`,
      },
      {
        userId: josef.id,
        kind: 'odpad',
        title: `Poplatek za odpad ${year + 1} (1 osoba, úleva nad 70 let)`,
        amountHellers: 600_00,
        variableSymbol: variableSymbol(year + 1, 'odpad', josef.id),
        message: `Poplatek za odpad ${year + 1}, Josef Dvorak (uleva nad 70 let)`,
        issuedOn: today,
        dueOn: `${year + 1}-05-31`,
      },
    );
    if (grave?.fee) {
      rows.push({
        userId: josef.id,
        kind: 'zadost',
        title: `${grave.label} (${grave.number})`,
        amountHellers: grave.fee * 100,
        variableSymbol: grave.number.replace(/\D/g, ''),
        message: `Najem hroboveho mista ${grave.number}`,
        issuedOn: addDays(today, -7),
        dueOn: addDays(today, 8),
        caseId: grave.id,
      });
    }
  }
  if (rows.length > 0) await tx.insert(commitments).values(rows);
}
